import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@merchant/ui';
import { FormSelect, FormTextField, FormTextarea } from '../../forms/fields';
import { SubmitError } from '../../access/components/SubmitError';
import type { SubmitState } from '../../types';
import { FormActions } from '../../forms/layout';
import { FieldGrid, FormStack } from '../components/KycForm.styles';
import { BUSINESS_TYPES, type BusinessProfileValues, type CountryOption } from '../types';
import {
  businessProfileSchema,
  profileFormValues,
  profileLabels,
  type BusinessProfileFormValues,
} from './BusinessProfileForm.schema';

export interface BusinessProfileFormProps {
  /** The saved profile (`kyc/profile/view`); its values fill the form. */
  saved?: Partial<Record<keyof BusinessProfileValues, string | undefined>>;
  /** The countries to choose from. */
  countries: readonly CountryOption[];
  /** Called once with every field. */
  onSubmit: (values: BusinessProfileValues) => void;
  /** Progress of the save; 'pending' makes Save busy. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
}

const businessTypeOptions = BUSINESS_TYPES.map((type) => ({ value: type, label: type }));

/** The Profile tab: the business's names, contact, BVN, industry, type and country. */
export function BusinessProfileForm({
  saved,
  countries,
  onSubmit,
  submitState,
  errorMessage,
}: BusinessProfileFormProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<BusinessProfileFormValues, unknown, BusinessProfileValues>({
    mode: 'onTouched',
    defaultValues: profileFormValues(saved),
    resolver: zodResolver(businessProfileSchema),
  });
  const pending = submitState === 'pending';
  const submit = handleSubmit((values) => {
    if (!pending) onSubmit(values);
  });

  return (
    <FormStack noValidate aria-label="Profile" onSubmit={submit}>
      <SubmitError submitState={submitState} message={errorMessage} />
      <FieldGrid>
        <FormTextField
          control={control}
          name="business_name"
          label={profileLabels.business_name}
          required
          autoComplete="organization"
        />
        <FormTextField
          control={control}
          name="legal_business_name"
          label={profileLabels.legal_business_name}
          required
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="email"
          label={profileLabels.email}
          type="email"
          required
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="bvn"
          label={profileLabels.bvn}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
        />
        <FormTextField
          control={control}
          name="industry"
          label={profileLabels.industry}
          required
          autoComplete="off"
        />
        <FormSelect
          control={control}
          name="business_type"
          label={profileLabels.business_type}
          required
          placeholder="Select business type"
          options={businessTypeOptions}
        />
        <FormSelect
          control={control}
          name="country"
          label={profileLabels.country}
          required
          placeholder="Select country"
          options={countries.map(({ shortName, name }) => ({ value: shortName, label: name }))}
        />
      </FieldGrid>
      <FormTextarea
        control={control}
        name="description"
        label={profileLabels.description}
        required
        rows={3}
      />
      <FormActions>
        <Button type="submit" loading={pending || isSubmitting}>
          Save
        </Button>
      </FormActions>
    </FormStack>
  );
}
