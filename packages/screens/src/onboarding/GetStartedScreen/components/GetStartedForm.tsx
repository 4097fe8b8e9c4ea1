import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@merchant/ui';
import { SubmitError } from '../../../forms/SubmitError';
import { FormRadioGroup, FormSelect, FormTextField, labelledField } from '../../../forms/fields';
import { FormStack } from '../GetStartedScreen.styles';
import {
  GET_STARTED_SUBMIT,
  GET_STARTED_TITLE,
  canSubmitGetStarted,
  getStartedLabels,
  getStartedSchema,
  initialGetStartedValues,
  toGetStartedPayload,
  type GetStartedFormValues,
  type GetStartedParsed,
} from '../GetStartedScreen.schema';
import type { GetStartedOptions, GetStartedScreenProps } from '../GetStartedScreen';
import { namedOptions } from '../../../forms/options';

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

type GetStartedFormProps = Omit<GetStartedScreenProps, 'options' | 'onBack'> & {
  options: GetStartedOptions;
};

/** The questions, once the reference lists are loaded. */
export function GetStartedForm({
  options,
  existingBusinessName,
  onSubmit,
  submitState,
  errorMessage,
}: GetStartedFormProps) {
  const {
    control,
    handleSubmit,
    formState: { errors, touchedFields, dirtyFields },
  } = useForm<GetStartedFormValues, unknown, GetStartedParsed>({
    mode: 'onTouched',
    defaultValues: initialGetStartedValues(existingBusinessName),
    resolver: zodResolver(getStartedSchema),
  });
  const touched = { ...dirtyFields, ...touchedFields };
  const field = labelledField(control, getStartedLabels);
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
      <FormTextField {...field('businessName')} required autoComplete="organization" />
      <FormSelect
        {...field('country')}
        required
        options={namedOptions(options.countries, 'shortName')}
      />
      <FormSelect
        {...field('businessSize')}
        required
        placeholder="Select a size"
        options={namedOptions(options.businessSizes, 'name')}
      />
      <FormSelect
        {...field('businessCategoryId')}
        required
        placeholder="Select a category"
        options={namedOptions(options.businessCategories, 'id')}
      />
      <FormRadioGroup
        {...field('isDeveloper')}
        required
        orientation="horizontal"
        options={DEVELOPER_OPTIONS}
      />
      <FormRadioGroup {...field('businessType')} optional options={BUSINESS_TYPE_OPTIONS} />
      <FormTextField {...field('referalCode')} optional />
      <div>
        <Button type="submit" size="lg" disabled={!canSubmit} loading={submitState === 'pending'}>
          {GET_STARTED_SUBMIT}
        </Button>
      </div>
    </FormStack>
  );
}
