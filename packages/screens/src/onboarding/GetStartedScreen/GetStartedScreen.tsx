import { LoadingRegion, Skeleton, lazyPart, usePreload } from '@merchant/ui';
import { RemoteView } from '../../forms/RemoteView';
import { PATHS } from '../../routes/paths';
import type { RemoteData, SubmitState } from '../../types';
import { OnboardingPageLayout } from '../OnboardingPageLayout';
import {
  GET_STARTED_SUBTITLE,
  GET_STARTED_TITLE,
  type GetStartedValues,
} from './GetStartedScreen.schema';

export {
  GET_STARTED_SUBMIT,
  GET_STARTED_SUBTITLE,
  GET_STARTED_TITLE,
} from './GetStartedScreen.schema';

// The form's code (react-hook-form, the fields) is not needed to paint the frame, so it loads once
// the frame has painted.
const GetStartedForm = lazyPart(() =>
  import('./components/GetStartedForm').then((module) => module.GetStartedForm),
);

/** The reference lists the form chooses from. */
export interface GetStartedOptions {
  /** Countries, chosen by short code. */
  countries: ReadonlyArray<{ name: string; shortName: string }>;
  /** Business sizes, chosen by name. */
  businessSizes: ReadonlyArray<{ name: string }>;
  /** Business categories, chosen by id. */
  businessCategories: ReadonlyArray<{ id: string; name: string }>;
}

export interface GetStartedScreenProps {
  /** Countries, sizes and categories; the form shows once they are loaded. */
  options: RemoteData<GetStartedOptions>;
  /** The business's current name, pre-filled (it counts as given for the submit rule). */
  existingBusinessName?: string;
  /** Called with the get-started payload. */
  onSubmit: (values: GetStartedValues) => void;
  /** Progress of the call; 'pending' makes the button busy. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'; the form keeps what was typed. */
  errorMessage?: string;
  /** The Back link. */
  onBack: () => void;
}

/** /dashboard/getStarted: the first questions about a new business. */
export function GetStartedScreen({
  options,
  existingBusinessName,
  onSubmit,
  submitState,
  errorMessage,
  onBack,
}: GetStartedScreenProps) {
  usePreload(GetStartedForm);
  return (
    <OnboardingPageLayout
      pathname={PATHS.getStarted}
      title={GET_STARTED_TITLE}
      description={GET_STARTED_SUBTITLE}
      onBack={onBack}
      showChecklistLink={false}
    >
      <RemoteView
        data={options}
        placeholder={
          <LoadingRegion label="Loading the form">
            <Skeleton lines={6} height={40} />
          </LoadingRegion>
        }
      >
        {(loaded) => (
          <GetStartedForm
            options={loaded}
            existingBusinessName={existingBusinessName}
            onSubmit={onSubmit}
            submitState={submitState}
            errorMessage={errorMessage}
          />
        )}
      </RemoteView>
    </OnboardingPageLayout>
  );
}
