import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileUpload } from '@merchant/ui';
import { FormSelect, FormTextField } from '../../../forms/fields';
import { SubmitError } from '../../../access/components/SubmitError';
import type { SubmitState } from '../../../types';
import { FormActions } from '../../../forms/layout';
import { registrationDocumentRules } from '../../documents';
import {
  FieldGrid,
  FormSection,
  FormStack,
  SectionNote,
  SectionTitle,
} from '../../components/KycForm.styles';
import {
  REGISTRATION_DOCUMENTS,
  hasRequiredDocuments,
  savedDocumentName,
  type RegistrationDocumentField,
} from '../../registrationDocuments';
import type { BusinessClassOption, RegistrationSubmission, SavedRegistration } from '../../types';
import {
  REGISTRATION_TEXT_FIELDS,
  REGISTRATION_TEXT_MAX_LENGTH,
  registrationLabels,
  registrationSchema,
  type RegistrationTextValues,
} from '../BusinessRegistrationScreen.schema';

type DocumentValues = Record<RegistrationDocumentField, File[]>;
type RegistrationFormValues = RegistrationTextValues & { documents: DocumentValues };

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

/** Documents are checked as they are chosen; the schema only carries them through. */
const formSchema = registrationSchema.extend({ documents: z.custom<DocumentValues>() });

const emptyDocuments = Object.fromEntries(
  REGISTRATION_DOCUMENTS.map(({ field }) => [field, []]),
) as unknown as DocumentValues;

function savedText(saved: SavedRegistration | undefined): RegistrationTextValues {
  return {
    businessClassId: saved?.businessClassId ?? '',
    registrationNumber: saved?.registrationNumber ?? '',
    expectedMonthlyTransactionVolume: saved?.expectedMonthlyTransactionVolume ?? '',
    taxIdNumber: saved?.taxIdNumber ?? '',
  };
}

function chosenDocuments(documents: DocumentValues): RegistrationSubmission['documents'] {
  const chosen: RegistrationSubmission['documents'] = {};
  for (const { field } of REGISTRATION_DOCUMENTS) {
    const file = documents[field][0];
    if (file) chosen[field] = file;
  }
  return chosen;
}

/** Why Save is disabled, said next to it. */
function blockedReason(documentsReady: boolean, shareholderCount: number): string | undefined {
  if (!documentsReady && shareholderCount === 0) {
    return 'Upload the required documents and add at least one shareholder to save.';
  }
  if (!documentsReady) return 'Upload the required documents to save.';
  if (shareholderCount === 0) return 'Add at least one shareholder to save.';
  return undefined;
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
        <FormSection aria-labelledby="registration-details">
          <SectionTitle id="registration-details">Registration details</SectionTitle>
          <FieldGrid>
            <FormSelect
              control={control}
              name="businessClassId"
              label={registrationLabels.businessClassId}
              required
              placeholder="Select business class"
              options={businessClasses.map(({ id, name }) => ({ value: id, label: name }))}
            />
            <FormTextField
              control={control}
              name="registrationNumber"
              label={registrationLabels.registrationNumber}
              required
              autoComplete="off"
              maxLength={REGISTRATION_TEXT_MAX_LENGTH}
            />
            <FormTextField
              control={control}
              name="expectedMonthlyTransactionVolume"
              label={registrationLabels.expectedMonthlyTransactionVolume}
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={REGISTRATION_TEXT_MAX_LENGTH}
            />
            <FormTextField
              control={control}
              name="taxIdNumber"
              label={registrationLabels.taxIdNumber}
              required
              autoComplete="off"
              maxLength={REGISTRATION_TEXT_MAX_LENGTH}
            />
          </FieldGrid>
        </FormSection>
        <FormSection aria-labelledby="registration-documents">
          <SectionTitle id="registration-documents">Documents</SectionTitle>
          <SectionNote>
            A document saved before counts; choose a file only to replace it.
          </SectionNote>
          <FieldGrid>
            {REGISTRATION_DOCUMENTS.map(({ field, label, required }) => {
              const savedAddress = savedDocuments[field];
              return (
                <Controller
                  key={field}
                  control={control}
                  name={`documents.${field}`}
                  render={({ field: { value, onChange } }) => (
                    <FileUpload
                      {...registrationDocumentRules}
                      label={label}
                      required={required}
                      optional={!required}
                      value={value}
                      onChange={onChange}
                      disabled={pending}
                      helpText={
                        savedAddress && value.length === 0
                          ? `Saved: ${savedDocumentName(savedAddress)}. ${registrationDocumentRules.helpText}`
                          : registrationDocumentRules.helpText
                      }
                    />
                  )}
                />
              );
            })}
          </FieldGrid>
        </FormSection>
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
