import { useMemo, useState } from 'react';
import { ONBOARDING_FORM_PAGES } from '../../../formPages';
import { OnboardingFormFrame } from '../../components/OnboardingFormFrame';
import { useOnboardingForm } from '../../components/useOnboardingForm';
import type { SavedDocument } from '../../types';
import {
  PERSONAL_DOCUMENTS,
  PERSONAL_TEXT_FIELDS,
  personalFormDefaults,
  personalInformationSchema,
  personalValuesFrom,
  savedPersonalDocuments,
  toPersonalInformationPayload,
  type PersonalDocument,
} from '../PersonalInformationScreen.schema';
import type {
  PersonalInformationData,
  PersonalInformationScreenProps,
} from '../PersonalInformationScreen';
import { IdentityDocuments } from './IdentityDocuments';
import { IdentityFields } from './IdentityFields';

type FormProps = Omit<PersonalInformationScreenProps, 'data' | 'onBack'> & PersonalInformationData;

/** The form itself, once the saved information and the ID types are loaded. */
export function PersonalInformationForm({ saved, identificationTypes, ...props }: FormProps) {
  const savedValues = useMemo(() => personalValuesFrom(saved), [saved]);
  // Files saved by this visit count as saved at once, before the view call reports them.
  const [justSaved, setJustSaved] = useState<Partial<Record<PersonalDocument, SavedDocument>>>({});
  const savedDocuments = useMemo(
    () => ({ ...savedPersonalDocuments(saved), ...justSaved }),
    [saved, justSaved],
  );
  const { control, frame } = useOnboardingForm(props, {
    label: ONBOARDING_FORM_PAGES.personalInformation.title,
    schema: personalInformationSchema(savedDocuments),
    defaultValues: personalFormDefaults(savedValues, props.draft),
    fields: PERSONAL_TEXT_FIELDS,
    saved: savedValues,
    toPayload: toPersonalInformationPayload,
    filesChosen: (values) => PERSONAL_DOCUMENTS.some((document) => values[document].length > 0),
    // The chosen files are saved now: they move from the pickers to the saved documents.
    onSaved: (values, { setValue }) => {
      const sent: Partial<Record<PersonalDocument, SavedDocument>> = {};
      for (const document of PERSONAL_DOCUMENTS) {
        const [file] = values[document];
        if (file) sent[document] = { name: file.name };
        setValue(document, []);
      }
      setJustSaved((previous) => ({ ...previous, ...sent }));
    },
    pendingLabel: () => 'Uploading…',
  });

  return (
    <OnboardingFormFrame {...frame}>
      <IdentityFields control={control} identificationTypes={identificationTypes} />
      <IdentityDocuments
        control={control}
        savedDocuments={savedDocuments}
        pending={props.submitState === 'pending'}
      />
    </OnboardingFormFrame>
  );
}
