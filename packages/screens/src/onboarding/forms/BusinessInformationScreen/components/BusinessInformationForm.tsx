import { useMemo, useState } from 'react';
import { FormField } from '../../../../forms/fields';
import { ONBOARDING_FORM_PAGES } from '../../../formPages';
import { DocumentUpload } from '../../components/DocumentUpload';
import { OnboardingFormFrame } from '../../components/OnboardingFormFrame';
import { useOnboardingForm } from '../../components/useOnboardingForm';
import { logoRules } from '../../documents';
import type { SavedDocument } from '../../types';
import {
  BUSINESS_TEXT_FIELDS,
  businessFormDefaults,
  businessInformationSchema,
  businessLabels,
  businessValuesFrom,
  savedLogo,
  toBusinessInformationPayload,
  type BusinessInformationView,
} from '../BusinessInformationScreen.schema';
import type { BusinessInformationScreenProps } from '../BusinessInformationScreen';
import { BusinessDetailsFields } from './BusinessDetailsFields';

type FormProps = Omit<BusinessInformationScreenProps, 'data' | 'onBack'> & {
  saved: BusinessInformationView | undefined;
};

/** The form itself, once the saved information is loaded. */
export function BusinessInformationForm({ saved, ...props }: FormProps) {
  const savedValues = useMemo(() => businessValuesFrom(saved), [saved]);
  // A logo saved by this visit counts as saved at once, before the view call reports it.
  const [justSavedLogo, setJustSavedLogo] = useState<SavedDocument>();
  const { control, frame } = useOnboardingForm(props, {
    label: ONBOARDING_FORM_PAGES.businessInformation.title,
    schema: businessInformationSchema,
    defaultValues: businessFormDefaults(savedValues, props.draft),
    fields: BUSINESS_TEXT_FIELDS,
    saved: savedValues,
    toPayload: toBusinessInformationPayload,
    filesChosen: (values) => values.logo.length > 0,
    onSaved: (values, { setValue }) => {
      const [file] = values.logo;
      if (file) setJustSavedLogo({ name: file.name });
      setValue('logo', []);
    },
    pendingLabel: (values) => (values.logo.length > 0 ? 'Uploading…' : 'Saving…'),
  });

  return (
    <OnboardingFormFrame {...frame}>
      <BusinessDetailsFields control={control} />
      <FormField
        control={control}
        name="logo"
        render={({ value, onChange, error }) => (
          <DocumentUpload
            label={businessLabels.logo}
            optional
            rules={logoRules}
            saved={justSavedLogo ?? savedLogo(saved)}
            value={value}
            onChange={onChange}
            error={error}
            disabled={props.submitState === 'pending'}
          />
        )}
      />
    </OnboardingFormFrame>
  );
}
