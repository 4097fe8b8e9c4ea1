import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PATHS } from '../../../routes/paths';
import type { RemoteData, SubmitState } from '../../../types';
import { DocumentUpload } from '../components/DocumentUpload';
import { FormPage } from '../components/FormPage';
import { OnboardingFormFrame } from '../components/OnboardingFormFrame';
import { useUnsavedChanges } from '../components/useUnsavedChanges';
import { logoRules } from '../documents';
import type { BusinessInformationPayload, SavedDocument, UnsavedChangesProps } from '../types';
import {
  BUSINESS_TEXT_FIELDS,
  businessFormDefaults,
  businessInformationSchema,
  businessLabels,
  businessValuesFrom,
  savedLogo,
  toBusinessInformationPayload,
  type BusinessFormValues,
  type BusinessInformationView,
  type BusinessTextField,
} from './BusinessInformationScreen.schema';
import { BusinessDetailsFields } from './components/BusinessDetailsFields';

/** The page title, as the checklist names the step. */
const BUSINESS_INFORMATION_TITLE = 'Business information';

export interface BusinessInformationScreenProps extends UnsavedChangesProps<BusinessTextField> {
  /** The saved information from the view call (undefined for a business that has none). */
  data: RemoteData<BusinessInformationView | undefined>;
  /** Called with the multipart payload once every rule passes. */
  onSubmit: (payload: BusinessInformationPayload) => void;
  /** The save's progress: 'pending' while uploading, 'success' once saved. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
  /** The Back link. */
  onBack: () => void;
}

type FormProps = Omit<BusinessInformationScreenProps, 'data' | 'onBack'> & {
  saved: BusinessInformationView | undefined;
};

function BusinessInformationForm({
  saved,
  draft,
  onDraftChange,
  onDirtyChange,
  onSubmit,
  submitState,
  errorMessage,
}: FormProps) {
  const savedValues = useMemo(() => businessValuesFrom(saved), [saved]);
  // A logo saved by this visit counts as saved at once, before the view call reports it.
  const [justSavedLogo, setJustSavedLogo] = useState<SavedDocument>();
  const logo = justSavedLogo ?? savedLogo(saved);
  const {
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { isSubmitting },
  } = useForm<BusinessFormValues>({
    mode: 'onTouched',
    defaultValues: businessFormDefaults(savedValues, draft),
    resolver: zodResolver(businessInformationSchema),
  });
  const values = watch();
  const pending = submitState === 'pending';
  const { saved: isSaved } = useUnsavedChanges({
    fields: BUSINESS_TEXT_FIELDS,
    current: values,
    saved: savedValues,
    filesChosen: values.logo.length > 0,
    submitState,
    onSaved: () => {
      const [file] = values.logo;
      if (file) setJustSavedLogo({ name: file.name });
      setValue('logo', []);
    },
    onDraftChange,
    onDirtyChange,
  });

  return (
    <OnboardingFormFrame
      label={BUSINESS_INFORMATION_TITLE}
      onSubmit={handleSubmit((parsed) => onSubmit(toBusinessInformationPayload(parsed)))}
      submitState={submitState}
      isSubmitting={isSubmitting}
      errorMessage={errorMessage}
      saved={isSaved}
      pendingLabel={values.logo.length > 0 ? 'Uploading…' : 'Saving…'}
    >
      <BusinessDetailsFields control={control} />
      <Controller
        control={control}
        name="logo"
        render={({ field, fieldState }) => (
          <DocumentUpload
            label={businessLabels.logo}
            optional
            rules={logoRules}
            saved={logo}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={pending}
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
    <FormPage
      pathname={PATHS.businessInformation}
      title={BUSINESS_INFORMATION_TITLE}
      description="How customers reach your business and what it does."
      onBack={onBack}
      data={data}
    >
      {(saved) => <BusinessInformationForm saved={saved} {...form} />}
    </FormPage>
  );
}
