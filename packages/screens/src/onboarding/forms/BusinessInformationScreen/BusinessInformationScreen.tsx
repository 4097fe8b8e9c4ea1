import { lazyPart, usePreload } from '@merchant/ui';
import { ONBOARDING_FORM_PAGES } from '../../formPages';
import type { RemoteData } from '../../../types';
import { FormPage } from '../components/FormPage';
import { type OnboardingFormProps } from '../components/useOnboardingForm';
import type { BusinessInformationPayload } from '../types';
import {
  type BusinessInformationView,
  type BusinessTextField,
} from './BusinessInformationScreen.schema';

const BusinessInformationForm = lazyPart(() =>
  import('./components/BusinessInformationForm').then((module) => module.BusinessInformationForm),
);

/** The page title, as the checklist names the step. */
const PAGE = ONBOARDING_FORM_PAGES.businessInformation;

export interface BusinessInformationScreenProps extends OnboardingFormProps<
  BusinessTextField,
  BusinessInformationPayload
> {
  /** The saved information from the view call (undefined for a business that has none). */
  data: RemoteData<BusinessInformationView | undefined>;
  /** The Back link. */
  onBack: () => void;
}

/**
 * /dashboard/getStarted/businessInformation: the business information form, pre-filled from
 * what is saved. The logo is optional (png, jpg or jpeg, 1 MB at most) and checked as it is
 * chosen; the payload is multipart with the API's field names and +234 before the phone.
 */
export function BusinessInformationScreen({
  data,
  onBack,
  ...form
}: BusinessInformationScreenProps) {
  usePreload(BusinessInformationForm);
  return (
    <FormPage {...PAGE} onBack={onBack} data={data}>
      {(saved) => <BusinessInformationForm saved={saved} {...form} />}
    </FormPage>
  );
}
