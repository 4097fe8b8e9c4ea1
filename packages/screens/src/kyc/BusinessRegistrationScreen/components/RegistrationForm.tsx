import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@merchant/ui';
import { SubmitError } from '../../../forms/SubmitError';
import type { SubmitState } from '../../../types';
import { FormActions } from '../../../forms/layout';
import { FormSection, FormStack, SectionNote } from '../../components/KycForm.styles';
import { hasRequiredDocuments } from '../../registrationDocuments';
import type { BusinessClassOption, RegistrationSubmission, SavedRegistration } from '../../types';
import {
  REGISTRATION_TEXT_FIELDS,
  type RegistrationTextValues,
} from '../BusinessRegistrationScreen.schema';
import { RegistrationDetailsSection } from './RegistrationDetailsSection';
import { RegistrationDocumentsSection } from './RegistrationDocumentsSection';
import {
  blockedReason,
  chosenDocuments,
  emptyDocuments,
  formSchema,
  savedText,
  type RegistrationFormValues,
} from './registrationFormValues';

export interface RegistrationFormProps {
  /** The business classes to choose from. */
  businessClasses: readonly BusinessClassOption[];
  /** What was saved before: its text fills the form, its documents count as present. */
  saved?: SavedRegistration;
  /** Unsaved text kept from an earlier visit; it wins over the saved values. */
  draft?: Partial<RegistrationTextValues>;
  /** Called with the text fields that differ from the saved ones, as they are typed. */
  onDraftChange?: (changed: Partial<RegistrationTextValues>) => void;
  /** Called when the form starts or stops holding unsaved changes (text or chosen files). */
  onDirtyChange?: (dirty: boolean) => void;
  /** How many shareholders are listed: Save needs at least one. */
  shareholderCount: number;
  /** Called once with the text and the newly chosen documents. */
  onSubmit: (submission: RegistrationSubmission) => void;
  /** Progress of the save. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
  /** The shareholder section, placed between the documents and Save. */
  shareholders: ReactNode;
}

/**
 * The registration details and documents. Each document is checked for type and size as it
 * is chosen, so a refused file never replaces the one before it and leaves the others alone.
 */
export function RegistrationForm({
  businessClasses,
  saved,
  draft,
  onDraftChange,
  onDirtyChange,
  shareholderCount,
  onSubmit,
  submitState,
  errorMessage,
  shareholders,
}: RegistrationFormProps) {
  const formId = useId();
  const savedValues = useMemo(() => savedText(saved), [saved]);
  const {
    control,
    handleSubmit,
    watch,
    formState: { isSubmitting, isDirty },
  } = useForm<RegistrationFormValues>({
    mode: 'onTouched',
    defaultValues: { ...savedValues, ...draft, documents: emptyDocuments },
    resolver: zodResolver(formSchema),
  });
  const documents = useWatch({ control, name: 'documents' });
  const savedDocuments = saved?.documents ?? {};
  const documentsReady = hasRequiredDocuments(chosenDocuments(documents), savedDocuments);
  const canSave = documentsReady && shareholderCount > 0;
  const pending = submitState === 'pending';

  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  // Report the text that differs from the saved values, so the app can keep it as a draft.
  useEffect(() => {
    if (!onDraftChange) return undefined;
    const subscription = watch((values, { name }) => {
      if (!name || name.startsWith('documents')) return;
      const changed: Partial<RegistrationTextValues> = {};
      for (const field of REGISTRATION_TEXT_FIELDS) {
        const value = values[field] ?? '';
        if (value !== savedValues[field]) changed[field] = value;
      }
      onDraftChange(changed);
    });
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange, savedValues]);

  const submit = handleSubmit((values) => {
    if (pending || !canSave) return;
    onSubmit({
      businessClassId: values.businessClassId,
      registrationNumber: values.registrationNumber.trim(),
      expectedMonthlyTransactionVolume: values.expectedMonthlyTransactionVolume.trim(),
      taxIdNumber: values.taxIdNumber.trim(),
      documents: chosenDocuments(values.documents),
    });
  });

  return (
    <>
      <FormStack id={formId} noValidate aria-label="Business registration" onSubmit={submit}>
        <SubmitError submitState={submitState} message={errorMessage} />
        <RegistrationDetailsSection control={control} businessClasses={businessClasses} />
        <RegistrationDocumentsSection
          control={control}
          savedDocuments={savedDocuments}
          pending={pending}
        />
      </FormStack>
      {/* Outside the form: the shareholder dialogs' own submits must not reach this form. */}
      <FormSection aria-label="Shareholders">{shareholders}</FormSection>
      <FormActions>
        {!canSave && (
          <SectionNote role="status">{blockedReason(documentsReady, shareholderCount)}</SectionNote>
        )}
        <Button type="submit" form={formId} disabled={!canSave} loading={pending || isSubmitting}>
          Save
        </Button>
      </FormActions>
    </>
  );
}
