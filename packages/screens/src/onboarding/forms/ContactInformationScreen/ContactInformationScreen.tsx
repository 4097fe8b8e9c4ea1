import { lazyPart, usePreload } from '@merchant/ui';
import { ONBOARDING_FORM_PAGES } from '../../formPages';
import { FormPage } from '../components/FormPage';
import { type OnboardingFormProps } from '../components/useOnboardingForm';
import type { ContactInformationPayload } from '../types';
import { type ContactTextField } from './ContactInformationScreen.schema';

const ContactInformationForm = lazyPart(() =>
  import('./components/ContactInformationForm').then((module) => module.ContactInformationForm),
);

/** The page (spec title: 'Contact Information'). */
const PAGE = ONBOARDING_FORM_PAGES.contactInformation;

export interface ContactInformationScreenProps extends OnboardingFormProps<
  ContactTextField,
  ContactInformationPayload
> {
  /** The Back link. */
  onBack: () => void;
}

// The API has no call that reads the contact person back, so the form starts empty (or from
// the session's draft) and there is nothing to load.
const READY = { status: 'ready', data: undefined } as const;

/** /dashboard/getStarted/contactInformation: 'Contact Information', one contact person. */
export function ContactInformationScreen({ onBack, ...form }: ContactInformationScreenProps) {
  usePreload(ContactInformationForm);
  return (
    <FormPage {...PAGE} onBack={onBack} data={READY}>
      {() => <ContactInformationForm {...form} />}
    </FormPage>
  );
}
