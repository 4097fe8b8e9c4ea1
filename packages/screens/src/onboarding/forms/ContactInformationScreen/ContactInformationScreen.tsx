import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormPhoneField, FormTextField } from '../../../forms/fields';
import { PATHS } from '../../../routes/paths';
import type { SubmitState } from '../../../types';
import { FormPage } from '../components/FormPage';
import { FieldRow } from '../components/OnboardingForm.styles';
import { OnboardingFormFrame } from '../components/OnboardingFormFrame';
import { useUnsavedChanges } from '../components/useUnsavedChanges';
import type { ContactInformationPayload, UnsavedChangesProps } from '../types';
import {
  CONTACT_TEXT_FIELDS,
  EMPTY_CONTACT,
  contactInformationSchema,
  contactLabels,
  toContactInformationPayload,
  type ContactFormValues,
  type ContactTextField,
} from './ContactInformationScreen.schema';

/** The page title (spec: 'Contact Information'). */
const CONTACT_INFORMATION_TITLE = 'Contact Information';

export interface ContactInformationScreenProps extends UnsavedChangesProps<ContactTextField> {
  /** Called with the JSON payload once every rule passes. */
  onSubmit: (payload: ContactInformationPayload) => void;
  /** The save's progress. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
  /** The Back link. */
  onBack: () => void;
}

// The API has no call that reads the contact person back, so the form starts empty (or from
// the session's draft) and there is nothing to load.
const READY = { status: 'ready', data: undefined } as const;

function ContactInformationForm({
  draft,
  onDraftChange,
  onDirtyChange,
  onSubmit,
  submitState,
  errorMessage,
}: Omit<ContactInformationScreenProps, 'onBack'>) {
  const {
    control,
    handleSubmit,
    watch,
    formState: { isSubmitting },
  } = useForm<ContactFormValues>({
    mode: 'onTouched',
    defaultValues: { ...EMPTY_CONTACT, ...draft },
    resolver: zodResolver(contactInformationSchema),
  });
  const { saved } = useUnsavedChanges({
    fields: CONTACT_TEXT_FIELDS,
    current: watch(),
    saved: EMPTY_CONTACT,
    filesChosen: false,
    submitState,
    onDraftChange,
    onDirtyChange,
  });

  return (
    <OnboardingFormFrame
      label={CONTACT_INFORMATION_TITLE}
      onSubmit={handleSubmit((parsed) => onSubmit(toContactInformationPayload(parsed)))}
      submitState={submitState}
      isSubmitting={isSubmitting}
      errorMessage={errorMessage}
      saved={saved}
    >
      <FieldRow>
        <FormTextField
          control={control}
          name="firstName"
          label={contactLabels.firstName}
          required
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="lastName"
          label={contactLabels.lastName}
          required
          autoComplete="family-name"
        />
      </FieldRow>
      <FormPhoneField
        control={control}
        name="mobileNumber"
        label={contactLabels.mobileNumber}
        required
      />
    </OnboardingFormFrame>
  );
}

/** /dashboard/getStarted/contactInformation: 'Contact Information', one contact person. */
export function ContactInformationScreen({ onBack, ...form }: ContactInformationScreenProps) {
  return (
    <FormPage
      pathname={PATHS.contactInformation}
      title={CONTACT_INFORMATION_TITLE}
      description="The person we contact about this business."
      onBack={onBack}
      data={READY}
    >
      {() => <ContactInformationForm {...form} />}
    </FormPage>
  );
}
