import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { OnboardingFormFrame } from '../../components/OnboardingFormFrame';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import type { SavedDocument } from '../../types';
import {
  PERSONAL_DOCUMENTS,
  PERSONAL_INFORMATION_TITLE,
  PERSONAL_TEXT_FIELDS,
  personalFormDefaults,
  personalInformationSchema,
  personalValuesFrom,
  savedPersonalDocuments,
  toPersonalInformationPayload,
  type PersonalDocument,
  type PersonalFormValues,
} from '../PersonalInformationScreen.schema';
import type {
  PersonalInformationData,
  PersonalInformationScreenProps,
} from '../PersonalInformationScreen';
import { IdentityDocuments } from './IdentityDocuments';
import { IdentityFields } from './IdentityFields';

type FormProps = Omit<PersonalInformationScreenProps, 'data' | 'onBack'> & PersonalInformationData;

/** The form itself, once the saved information and the ID types are loaded. */
export function PersonalInformationForm({
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
    handleSubmit,
    watch,
    setValue,
    formState: { isSubmitting },
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
    <OnboardingFormFrame
      label={PERSONAL_INFORMATION_TITLE}
      onSubmit={handleSubmit((parsed) => onSubmit(toPersonalInformationPayload(parsed)))}
      submitState={submitState}
      isSubmitting={isSubmitting}
      errorMessage={errorMessage}
      saved={isSaved}
      pendingLabel="Uploading…"
    >
      <IdentityFields control={control} identificationTypes={identificationTypes} />
      <IdentityDocuments control={control} savedDocuments={savedDocuments} pending={pending} />
    </OnboardingFormFrame>
  );
}
