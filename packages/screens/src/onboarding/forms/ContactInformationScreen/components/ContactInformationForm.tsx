import { FormPhoneField, FormTextField, labelledField } from '../../../../forms/fields';
import { ONBOARDING_FORM_PAGES } from '../../../formPages';
import { FieldRow } from '../../components/OnboardingForm.styles';
import { OnboardingFormFrame } from '../../components/OnboardingFormFrame';
import { useOnboardingForm } from '../../components/useOnboardingForm';
import {
  CONTACT_TEXT_FIELDS,
  EMPTY_CONTACT,
  contactInformationSchema,
  contactLabels,
  toContactInformationPayload,
} from '../ContactInformationScreen.schema';
import type { ContactInformationScreenProps } from '../ContactInformationScreen';

/** The form itself: one contact person, starting empty or from the session's draft. */
export function ContactInformationForm(props: Omit<ContactInformationScreenProps, 'onBack'>) {
  const { control, frame } = useOnboardingForm(props, {
    label: ONBOARDING_FORM_PAGES.contactInformation.title,
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
