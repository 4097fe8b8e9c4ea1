import type { Control } from 'react-hook-form';
import {
  FormPhoneField,
  FormTextField,
  FormTextarea,
  labelledField,
} from '../../../../forms/fields';
import { FieldRow } from '../../components/OnboardingForm.styles';
import { businessLabels, type BusinessFormValues } from '../BusinessInformationScreen.schema';

/** What the business does and how customers reach it: every text field of the form. */
export function BusinessDetailsFields({ control }: { control: Control<BusinessFormValues> }) {
  const field = labelledField(control, businessLabels);
  return (
    <>
      <FormTextarea {...field('description')} required />
      <FieldRow>
        <FormTextField {...field('supportEmail')} type="email" required autoComplete="email" />
        <FormPhoneField {...field('mobileNumber')} required />
      </FieldRow>
      <FormTextField {...field('address')} required autoComplete="street-address" />
      <FieldRow>
        <FormTextField {...field('city')} required autoComplete="address-level2" />
        <FormTextField {...field('state')} required autoComplete="address-level1" />
      </FieldRow>
      <FormTextField
        {...field('website')}
        type="url"
        required
        autoComplete="url"
        placeholder="https://yourbusiness.ng"
      />
      <FieldRow>
        <FormTextField {...field('facebook')} optional />
        <FormTextField {...field('instagram')} optional />
        <FormTextField {...field('twitter')} optional />
      </FieldRow>
    </>
  );
}
