import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  ErrorState,
  LoadingRegion,
  RadioGroup,
  Select,
  Skeleton,
  TextField,
} from '@merchant/ui';
import { Controller, useForm } from 'react-hook-form';
import { SubmitError } from '../../access/components/SubmitError';
import { PATHS } from '../../routes/paths';
import type { RemoteData, SubmitState } from '../../types';
import { OnboardingPageLayout } from '../OnboardingPageLayout';
import { FormStack } from './GetStartedScreen.styles';
import {
  canSubmitGetStarted,
  getStartedLabels,
  getStartedSchema,
  initialGetStartedValues,
  toGetStartedPayload,
  type GetStartedFormValues,
  type GetStartedParsed,
  type GetStartedValues,
} from './GetStartedScreen.schema';

export const GET_STARTED_TITLE = 'Tell us about your business';
export const GET_STARTED_SUBTITLE = 'A few more things to help us set up your dashboard';
export const GET_STARTED_SUBMIT = 'Proceed to my dashboard';

/** The reference lists the form chooses from. */
interface GetStartedOptions {
  /** Countries, chosen by short code. */
  countries: ReadonlyArray<{ name: string; shortName: string }>;
  /** Business sizes, chosen by name. */
  businessSizes: ReadonlyArray<{ name: string }>;
  /** Business categories, chosen by id. */
  businessCategories: ReadonlyArray<{ id: string; name: string }>;
}

export interface GetStartedScreenProps {
  /** Countries, sizes and categories; the form shows once they are loaded. */
  options: RemoteData<GetStartedOptions>;
  /** The business's current name, pre-filled (it counts as given for the submit rule). */
  existingBusinessName?: string;
  /** Called with the get-started payload. */
  onSubmit: (values: GetStartedValues) => void;
  /** Progress of the call; 'pending' makes the button busy. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'; the form keeps what was typed. */
  errorMessage?: string;
  /** The Back link. */
  onBack: () => void;
}

const DEVELOPER_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Spec §4: who each business type is for. */
const BUSINESS_TYPE_OPTIONS = [
  {
    value: 'Individual',
    label: 'Individual',
    helpText: 'A starter business that is not registered yet, e.g. a freelancer or sole trader.',
  },
  {
    value: 'Company',
    label: 'Company',
    helpText: 'A registered business with a corporate bank account.',
  },
];

/** /dashboard/getStarted: the first questions about a new business. */
export function GetStartedScreen({
  options,
  existingBusinessName,
  onSubmit,
  submitState,
  errorMessage,
  onBack,
}: GetStartedScreenProps) {
  return (
    <OnboardingPageLayout
      pathname={PATHS.getStarted}
      title={GET_STARTED_TITLE}
      description={GET_STARTED_SUBTITLE}
      onBack={onBack}
      showChecklistLink={false}
    >
      {options.status === 'loading' && (
        <LoadingRegion label="Loading the form">
          <Skeleton lines={6} height={40} />
        </LoadingRegion>
      )}
      {options.status === 'error' && (
        <ErrorState message={options.message} onRetry={options.onRetry} />
      )}
      {options.status === 'ready' && (
        <GetStartedForm
          options={options.data}
          existingBusinessName={existingBusinessName}
          onSubmit={onSubmit}
          submitState={submitState}
          errorMessage={errorMessage}
        />
      )}
    </OnboardingPageLayout>
  );
}

type GetStartedFormProps = Omit<GetStartedScreenProps, 'options' | 'onBack'> & {
  options: GetStartedOptions;
};

function GetStartedForm({
  options,
  existingBusinessName,
  onSubmit,
  submitState,
  errorMessage,
}: GetStartedFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, touchedFields, dirtyFields },
  } = useForm<GetStartedFormValues, unknown, GetStartedParsed>({
    mode: 'onTouched',
    defaultValues: initialGetStartedValues(existingBusinessName),
    resolver: zodResolver(getStartedSchema),
  });
  const touched = { ...dirtyFields, ...touchedFields };
  const canSubmit = canSubmitGetStarted(
    touched,
    Object.keys(errors).length,
    Boolean(existingBusinessName?.trim()),
  );

  return (
    <FormStack
      noValidate
      aria-label={GET_STARTED_TITLE}
      onSubmit={handleSubmit((values) => onSubmit(toGetStartedPayload(values)))}
    >
      <SubmitError submitState={submitState} message={errorMessage} />
      <TextField
        label={getStartedLabels.businessName}
        required
        autoComplete="organization"
        error={errors.businessName?.message}
        {...register('businessName')}
      />
      <Select
        label={getStartedLabels.country}
        required
        options={options.countries.map((country) => ({
          value: country.shortName,
          label: country.name,
        }))}
        error={errors.country?.message}
        {...register('country')}
      />
      <Select
        label={getStartedLabels.businessSize}
        required
        placeholder="Select a size"
        options={options.businessSizes.map((size) => ({ value: size.name, label: size.name }))}
        error={errors.businessSize?.message}
        {...register('businessSize')}
      />
      <Select
        label={getStartedLabels.businessCategoryId}
        required
        placeholder="Select a category"
        options={options.businessCategories.map((category) => ({
          value: category.id,
          label: category.name,
        }))}
        error={errors.businessCategoryId?.message}
        {...register('businessCategoryId')}
      />
      <Controller
        control={control}
        name="isDeveloper"
        render={({ field }) => (
          <RadioGroup
            label={getStartedLabels.isDeveloper}
            required
            orientation="horizontal"
            options={DEVELOPER_OPTIONS}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={errors.isDeveloper?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="businessType"
        render={({ field }) => (
          <RadioGroup
            label={getStartedLabels.businessType}
            optional
            options={BUSINESS_TYPE_OPTIONS}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <TextField
        label={getStartedLabels.referalCode}
        optional
        error={errors.referalCode?.message}
        {...register('referalCode')}
      />
      <div>
        <Button type="submit" size="lg" disabled={!canSubmit} loading={submitState === 'pending'}>
          {GET_STARTED_SUBMIT}
        </Button>
      </div>
    </FormStack>
  );
}
