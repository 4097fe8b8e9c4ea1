import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { ONBOARDING_FORM_PAGES } from '../../formPages';
import type { RemoteData } from '../../../types';
import { DocumentUpload } from '../components/DocumentUpload';
import { FormPage } from '../components/FormPage';
import { OnboardingFormFrame } from '../components/OnboardingFormFrame';
import { useOnboardingForm, type OnboardingFormProps } from '../components/useOnboardingForm';
import { logoRules } from '../documents';
import type { BusinessInformationPayload, SavedDocument } from '../types';
import {
  BUSINESS_TEXT_FIELDS,
  businessFormDefaults,
  businessInformationSchema,
  businessLabels,
  businessValuesFrom,
  savedLogo,
  toBusinessInformationPayload,
  type BusinessInformationView,
  type BusinessTextField,
} from './BusinessInformationScreen.schema';
import { BusinessDetailsFields } from './components/BusinessDetailsFields';

/** The page title, as the checklist names the step. */
const PAGE = ONBOARDING_FORM_PAGES.businessInformation;

export interface BusinessInformationScreenProps extends OnboardingFormProps<
  BusinessTextField,
  BusinessInformationPayload
> {
  /** The saved information from the view call (undefined for a business that has none). */
  data: RemoteData<BusinessInformationView | undefined>;
  /** The Back link. */
  onBack: () => void;
}

type FormProps = Omit<BusinessInformationScreenProps, 'data' | 'onBack'> & {
  saved: BusinessInformationView | undefined;
};

function BusinessInformationForm({ saved, ...props }: FormProps) {
  const savedValues = useMemo(() => businessValuesFrom(saved), [saved]);
  // A logo saved by this visit counts as saved at once, before the view call reports it.
  const [justSavedLogo, setJustSavedLogo] = useState<SavedDocument>();
  const { control, frame } = useOnboardingForm(props, {
    label: PAGE.title,
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
      <Controller
        control={control}
        name="logo"
        render={({ field, fieldState }) => (
          <DocumentUpload
            label={businessLabels.logo}
            optional
            rules={logoRules}
            saved={justSavedLogo ?? savedLogo(saved)}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={props.submitState === 'pending'}
          />
        )}
      />
    </OnboardingFormFrame>
  );
}

/**
 * /dashboard/getStarted/businessInformation: the business information form, pre-filled from
 * what is saved. The logo is optional (png, jpg or jpeg, 1 MB at most) and checked as it is
 * chosen; the payload is multipart with the API's field names and +234 before the phone.
 */
export function BusinessInformationScreen({
  data,
  onBack,
  ...form
}: BusinessInformationScreenProps) {
  return (
    <FormPage {...PAGE} onBack={onBack} data={data}>
      {(saved) => <BusinessInformationForm saved={saved} {...form} />}
    </FormPage>
  );
}
