import { FormPhoneField, FormTextField, labelledField } from '../../../forms/fields';
import { ONBOARDING_FORM_PAGES } from '../../formPages';
import { FormPage } from '../components/FormPage';
import { FieldRow } from '../components/OnboardingForm.styles';
import { OnboardingFormFrame } from '../components/OnboardingFormFrame';
import { useOnboardingForm, type OnboardingFormProps } from '../components/useOnboardingForm';
import type { ContactInformationPayload } from '../types';
import {
  CONTACT_TEXT_FIELDS,
  EMPTY_CONTACT,
  contactInformationSchema,
  contactLabels,
  toContactInformationPayload,
  type ContactTextField,
} from './ContactInformationScreen.schema';

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

function ContactInformationForm(props: Omit<ContactInformationScreenProps, 'onBack'>) {
  const { control, frame } = useOnboardingForm(props, {
    label: PAGE.title,
    schema: contactInformationSchema,
    defaultValues: { ...EMPTY_CONTACT, ...props.draft },
    fields: CONTACT_TEXT_FIELDS,
    saved: EMPTY_CONTACT,
    toPayload: toContactInformationPayload,
  });
  const field = labelledField(control, contactLabels);
  return (
    <OnboardingFormFrame {...frame}>
      <FieldRow>
        <FormTextField {...field('firstName')} required autoComplete="given-name" />
        <FormTextField {...field('lastName')} required autoComplete="family-name" />
      </FieldRow>
      <FormPhoneField {...field('mobileNumber')} required />
    </OnboardingFormFrame>
  );
}

/** /dashboard/getStarted/contactInformation: 'Contact Information', one contact person. */
export function ContactInformationScreen({ onBack, ...form }: ContactInformationScreenProps) {
  return (
    <FormPage {...PAGE} onBack={onBack} data={READY}>
      {() => <ContactInformationForm {...form} />}
    </FormPage>
  );
}
