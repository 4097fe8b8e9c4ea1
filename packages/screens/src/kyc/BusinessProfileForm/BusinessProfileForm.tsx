import {
  FormBvnField,
  FormSelect,
  FormTextField,
  FormTextarea,
  labelledField,
} from '../../forms/fields';
import { useDialogForm } from '../../forms/useDialogForm';
import type { SubmitState } from '../../types';
import { KycForm } from '../components/KycForm';
import { BUSINESS_TYPES, type BusinessProfileValues, type CountryOption } from '../types';
import {
  businessProfileSchema,
  profileFormValues,
  profileLabels,
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
  const { control, submit, formState } = useDialogForm({
    schema: businessProfileSchema,
    defaultValues: profileFormValues(saved),
    submitState,
    onSubmit,
  });
  const field = labelledField(control, profileLabels);

  return (
    <KycForm
      label="Profile"
      onSubmit={submit}
      submitState={submitState}
      errorMessage={errorMessage}
      validating={formState.isSubmitting}
      below={<FormTextarea {...field('description')} required rows={3} />}
    >
      <FormTextField {...field('business_name')} required autoComplete="organization" />
      <FormTextField {...field('legal_business_name')} required autoComplete="off" />
      <FormTextField {...field('email')} type="email" required autoComplete="email" />
      <FormBvnField {...field('bvn')} />
      <FormTextField {...field('industry')} required autoComplete="off" />
      <FormSelect
        {...field('business_type')}
        required
        placeholder="Select business type"
        options={businessTypeOptions}
      />
      <FormSelect
        {...field('country')}
        required
        placeholder="Select country"
        options={countries.map(({ shortName, name }) => ({ value: shortName, label: name }))}
      />
    </KycForm>
  );
}
