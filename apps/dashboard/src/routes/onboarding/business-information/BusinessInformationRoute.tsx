import { useBusinessInformation, useSubmitBusinessInformation } from '@merchant/api';
import { BUSINESS_TEXT_FIELDS, BusinessInformationScreen } from '@merchant/screens';
import { useAnsweredView } from '../../../app/toRemoteData';
import { useOnboardingForm } from '../useOnboardingForm';

/** /dashboard/getStarted/businessInformation: the business information form. */
export function BusinessInformationRoute() {
  const view = useAnsweredView(useBusinessInformation());
  // The mutation also re-reads /me: the logo shows in the shell.
  const form = useOnboardingForm(
    'businessInformation',
    BUSINESS_TEXT_FIELDS,
    useSubmitBusinessInformation().trigger,
  );

  return (
    <>
      <BusinessInformationScreen {...form.screen} data={view} />
      {form.leaveDialog}
    </>
  );
}
