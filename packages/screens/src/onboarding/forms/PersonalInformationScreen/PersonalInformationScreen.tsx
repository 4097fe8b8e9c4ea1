import { lazyPart, usePreload } from '@merchant/ui';
import { ONBOARDING_FORM_PAGES } from '../../formPages';
import type { RemoteData } from '../../../types';
import { FormPage } from '../components/FormPage';
import { type OnboardingFormProps } from '../components/useOnboardingForm';
import type { PersonalInformationPayload } from '../types';
import {
  type PersonalInformationView,
  type PersonalTextField,
} from './PersonalInformationScreen.schema';

const PersonalInformationForm = lazyPart(() =>
  import('./components/PersonalInformationForm').then((module) => module.PersonalInformationForm),
);

/** An ID type from `identification/types`. */
export interface IdentificationTypeOption {
  /** Sent as idtype. */
  id: string;
  /** e.g. 'National Identity Number (NIN)'. */
  name: string;
}

/** What the form starts from. */
export interface PersonalInformationData {
  /** The saved information from the view call; undefined for a business that has none. */
  saved: PersonalInformationView | undefined;
  /** The ID types to choose from. */
  identificationTypes: readonly IdentificationTypeOption[];
}

export interface PersonalInformationScreenProps extends OnboardingFormProps<
  PersonalTextField,
  PersonalInformationPayload
> {
  /** The saved information and the ID types: the form shows once both are ready. */
  data: RemoteData<PersonalInformationData>;
  /** The Back link. */
  onBack: () => void;
}

/**
 * /dashboard/getStarted/personalInformation: the Primary Identity Information form (BVN, names,
 * gender, date of birth, phone, ID type and number, and three documents), pre-filled from what
 * is saved, with saved documents shown as saved. Files are checked for type and size as they are
 * chosen; the payload is multipart with the API's field names and +234 before the phone.
 */
export function PersonalInformationScreen({
  data,
  onBack,
  ...form
}: PersonalInformationScreenProps) {
  usePreload(PersonalInformationForm);
  return (
    <FormPage {...ONBOARDING_FORM_PAGES.personalInformation} onBack={onBack} data={data}>
      {(ready) => <PersonalInformationForm {...ready} {...form} />}
    </FormPage>
  );
}
