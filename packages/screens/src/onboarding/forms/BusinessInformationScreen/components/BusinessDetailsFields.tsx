import type { Control } from 'react-hook-form';
import { FormPhoneField, FormTextField, FormTextarea } from '../../../../forms/fields';
import { FieldRow } from '../../components/OnboardingForm.styles';
import { businessLabels, type BusinessFormValues } from '../BusinessInformationScreen.schema';

/** What the business does and how customers reach it: every text field of the form. */
export function BusinessDetailsFields({ control }: { control: Control<BusinessFormValues> }) {
  return (
    <>
      <FormTextarea
        control={control}
        name="description"
        label={businessLabels.description}
        required
      />
      <FieldRow>
        <FormTextField
          control={control}
          name="supportEmail"
          label={businessLabels.supportEmail}
          type="email"
          required
          autoComplete="email"
        />
        <FormPhoneField
          control={control}
          name="mobileNumber"
          label={businessLabels.mobileNumber}
          required
        />
      </FieldRow>
      <FormTextField
        control={control}
        name="address"
        label={businessLabels.address}
        required
        autoComplete="street-address"
      />
      <FieldRow>
        <FormTextField
          control={control}
          name="city"
          label={businessLabels.city}
          required
          autoComplete="address-level2"
        />
        <FormTextField
          control={control}
          name="state"
          label={businessLabels.state}
          required
          autoComplete="address-level1"
        />
      </FieldRow>
      <FormTextField
        control={control}
        name="website"
        label={businessLabels.website}
        type="url"
        required
        autoComplete="url"
        placeholder="https://yourbusiness.ng"
      />
      <FieldRow>
        <FormTextField control={control} name="facebook" label={businessLabels.facebook} optional />
        <FormTextField
          control={control}
          name="instagram"
          label={businessLabels.instagram}
          optional
        />
        <FormTextField control={control} name="twitter" label={businessLabels.twitter} optional />
      </FieldRow>
    </>
  );
}
