import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneField, RadioGroup, Select, TextField } from '@merchant/ui';
import { PATHS } from '../../routes/paths';
import type { RemoteData, SubmitState } from '../../types';
import { DocumentUpload } from '../components/DocumentUpload';
import { FormActions } from '../components/FormActions';
import { FormPage } from '../components/FormPage';
import { FieldRow, Fields, FormBody, UploadGrid } from '../components/OnboardingForm.styles';
import { useUnsavedChanges } from '../components/useUnsavedChanges';
import { identityDocumentRules } from '../documents';
import type { PersonalInformationPayload, SavedDocument, UnsavedChangesProps } from '../types';
import {
  GENDERS,
  PERSONAL_DOCUMENTS,
  PERSONAL_TEXT_FIELDS,
  personalFormDefaults,
  personalInformationSchema,
  personalLabels,
  personalValuesFrom,
  savedPersonalDocuments,
  toPersonalInformationPayload,
  type PersonalDocument,
  type PersonalFormValues,
  type PersonalInformationView,
  type PersonalTextField,
} from './PersonalInformationScreen.schema';

/** The page title, as the checklist names the step. */
const PERSONAL_INFORMATION_TITLE = 'Primary Identity Information';

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

export interface PersonalInformationScreenProps extends UnsavedChangesProps<PersonalTextField> {
  /** The saved information and the ID types: the form shows once both are ready. */
  data: RemoteData<PersonalInformationData>;
  /** Called with the multipart payload once every rule passes. */
  onSubmit: (payload: PersonalInformationPayload) => void;
  /** The save's progress: 'pending' while uploading, 'success' once saved. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
  /** The Back link. */
  onBack: () => void;
}

type FormProps = Omit<PersonalInformationScreenProps, 'data' | 'onBack'> & PersonalInformationData;

function PersonalInformationForm({
  saved,
  identificationTypes,
  draft,
  onDraftChange,
  onDirtyChange,
  onSubmit,
  submitState,
  errorMessage,
}: FormProps) {
  const savedValues = useMemo(() => personalValuesFrom(saved), [saved]);
  // Files saved by this visit count as saved at once, before the view call reports them.
  const [justSaved, setJustSaved] = useState<Partial<Record<PersonalDocument, SavedDocument>>>({});
  const savedDocuments = useMemo(
    () => ({ ...savedPersonalDocuments(saved), ...justSaved }),
    [saved, justSaved],
  );
  const {
    control,
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PersonalFormValues>({
    mode: 'onTouched',
    defaultValues: personalFormDefaults(savedValues, draft),
    resolver: zodResolver(personalInformationSchema(savedDocuments)),
  });
  const values = watch();
  const pending = submitState === 'pending';
  const { saved: isSaved } = useUnsavedChanges({
    fields: PERSONAL_TEXT_FIELDS,
    current: values,
    saved: savedValues,
    filesChosen:
      values.identification.length + values.passportPhoto.length + values.proofOfAddress.length > 0,
    submitState,
    // The chosen files are saved now: they move from the pickers to the saved documents.
    onSaved: () => {
      const sent: Partial<Record<PersonalDocument, SavedDocument>> = {};
      for (const document of PERSONAL_DOCUMENTS) {
        const [file] = values[document];
        if (file) sent[document] = { name: file.name };
        setValue(document, []);
      }
      setJustSaved((previous) => ({ ...previous, ...sent }));
    },
    onDraftChange,
    onDirtyChange,
  });

  return (
    <FormBody
      noValidate
      aria-label={PERSONAL_INFORMATION_TITLE}
      onSubmit={handleSubmit((parsed) => onSubmit(toPersonalInformationPayload(parsed)))}
    >
      <Fields disabled={pending}>
        <TextField
          label={personalLabels.bvn}
          required
          inputMode="numeric"
          maxLength={11}
          autoComplete="off"
          helpText="Your 11-digit Bank Verification Number"
          error={errors.bvn?.message}
          {...register('bvn')}
        />
        <FieldRow>
          <TextField
            label={personalLabels.firstName}
            required
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={personalLabels.lastName}
            required
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </FieldRow>
        <FieldRow>
          <Controller
            control={control}
            name="gender"
            render={({ field, fieldState }) => (
              <RadioGroup
                label={personalLabels.gender}
                required
                orientation="horizontal"
                name={field.name}
                options={GENDERS.map((gender) => ({ value: gender, label: gender }))}
                value={field.value}
                onChange={(gender) => {
                  field.onChange(gender);
                  field.onBlur();
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          {/* Typed, not picked: a date of birth is quicker to type than to scroll to, and the
              spec's message names the format the user types. */}
          <TextField
            label={personalLabels.dateOfBirth}
            required
            placeholder="YYYY-MM-DD"
            maxLength={10}
            autoComplete="bday"
            helpText="For example 1990-04-21"
            error={errors.dateOfBirth?.message}
            {...register('dateOfBirth')}
          />
        </FieldRow>
        <PhoneField
          label={personalLabels.mobileNumber}
          required
          error={errors.mobileNumber?.message}
          {...register('mobileNumber')}
        />
        <FieldRow>
          <Select
            label={personalLabels.idType}
            required
            placeholder="Choose an ID type"
            options={identificationTypes.map((type) => ({ value: type.id, label: type.name }))}
            error={errors.idType?.message}
            {...register('idType')}
          />
          <TextField
            label={personalLabels.idNumber}
            required
            autoComplete="off"
            error={errors.idNumber?.message}
            {...register('idNumber')}
          />
        </FieldRow>
        <UploadGrid>
          {PERSONAL_DOCUMENTS.map((document) => (
            <Controller
              key={document}
              control={control}
              name={document}
              render={({ field, fieldState }) => (
                <DocumentUpload
                  label={personalLabels[document]}
                  // The spec requires identification and proof of address, not the photograph.
                  required={document !== 'passportPhoto'}
                  optional={document === 'passportPhoto'}
                  rules={identityDocumentRules}
                  saved={savedDocuments[document]}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={pending}
                />
              )}
            />
          ))}
        </UploadGrid>
      </Fields>
      <FormActions
        submitState={isSubmitting ? 'pending' : submitState}
        errorMessage={errorMessage}
        saved={isSaved}
        pendingLabel="Uploading…"
      />
    </FormBody>
  );
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
  return (
    <FormPage
      pathname={PATHS.personalInformation}
      title={PERSONAL_INFORMATION_TITLE}
      description="Tell us who you are. We check these details against your BVN and ID."
      onBack={onBack}
      data={data}
    >
      {(ready) => <PersonalInformationForm {...ready} {...form} />}
    </FormPage>
  );
}
