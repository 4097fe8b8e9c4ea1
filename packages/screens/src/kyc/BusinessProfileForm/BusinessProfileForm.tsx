import { FormBvnField, FormSelect, FormTextField, FormTextarea } from '../../forms/fields';
import { KycForm } from '../components/KycForm';
import { useKycForm, type KycSaveProps } from '../components/useKycForm';
import { BUSINESS_TYPES, type BusinessProfileValues, type CountryOption } from '../types';
import { profileForm, profileFormValues } from './BusinessProfileForm.schema';
import { namedOptions, wordOptions } from '../../forms/options';

export interface BusinessProfileFormProps extends KycSaveProps<BusinessProfileValues> {
  /** The saved profile (`kyc/profile/view`); its values fill the form. */
  saved?: Partial<Record<keyof BusinessProfileValues, string | undefined>>;
  /** The countries to choose from. */
  countries: readonly CountryOption[];
}

const businessTypeOptions = wordOptions(BUSINESS_TYPES);

/** The Profile tab: the business's names, contact, BVN, industry, type and country. */
export function BusinessProfileForm({ saved, countries, ...save }: BusinessProfileFormProps) {
  const { field, frame } = useKycForm(save, profileForm, profileFormValues(saved));
  const description = <FormTextarea {...field('description')} required rows={3} />;
  return (
    <KycForm {...frame} label="Profile" below={description}>
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
        options={namedOptions(countries, 'shortName')}
      />
    </KycForm>
  );
}
