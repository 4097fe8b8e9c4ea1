import { useSubmitContactInformation } from '@merchant/api';
import { CONTACT_TEXT_FIELDS, ContactInformationScreen } from '@merchant/screens';
import { useOnboardingForm } from '../useOnboardingForm';

/** /dashboard/getStarted/contactInformation: 'Contact Information', one contact person. */
export function ContactInformationRoute() {
  const form = useOnboardingForm(
    'contactInformation',
    CONTACT_TEXT_FIELDS,
    useSubmitContactInformation().trigger,
  );

  return (
    <>
      <ContactInformationScreen {...form.screen} />
      {form.leaveDialog}
    </>
  );
}
