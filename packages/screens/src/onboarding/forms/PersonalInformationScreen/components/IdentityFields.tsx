import type { Control } from 'react-hook-form';
import {
  FormPhoneField,
  FormRadioGroup,
  FormSelect,
  FormTextField,
} from '../../../../forms/fields';
import { FieldRow } from '../../components/OnboardingForm.styles';
import {
  GENDERS,
  personalLabels,
  type PersonalFormValues,
} from '../PersonalInformationScreen.schema';
import type { IdentificationTypeOption } from '../PersonalInformationScreen';

interface IdentityFieldsProps {
  /** The form's control. */
  control: Control<PersonalFormValues>;
  /** The ID types to choose from. */
  identificationTypes: readonly IdentificationTypeOption[];
}

/** Who the merchant is: BVN, names, gender, date of birth, phone, and the ID's type and number. */
export function IdentityFields({ control, identificationTypes }: IdentityFieldsProps) {
  return (
    <>
      <FormTextField
        control={control}
        name="bvn"
        label={personalLabels.bvn}
        required
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
        helpText="Your 11-digit Bank Verification Number"
      />
      <FieldRow>
        <FormTextField
          control={control}
          name="firstName"
          label={personalLabels.firstName}
          required
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="lastName"
          label={personalLabels.lastName}
          required
          autoComplete="family-name"
        />
      </FieldRow>
      <FieldRow>
        <FormRadioGroup
          control={control}
          name="gender"
          label={personalLabels.gender}
          required
          orientation="horizontal"
          options={GENDERS.map((gender) => ({ value: gender, label: gender }))}
          touchOnChange
        />
        {/* Typed, not picked: a date of birth is quicker to type than to scroll to, and the
            spec's message names the format the user types. */}
        <FormTextField
          control={control}
          name="dateOfBirth"
          label={personalLabels.dateOfBirth}
          required
          placeholder="YYYY-MM-DD"
          maxLength={10}
          autoComplete="bday"
          helpText="For example 1990-04-21"
        />
      </FieldRow>
      <FormPhoneField
        control={control}
        name="mobileNumber"
        label={personalLabels.mobileNumber}
        required
      />
      <FieldRow>
        <FormSelect
          control={control}
          name="idType"
          label={personalLabels.idType}
          required
          placeholder="Choose an ID type"
          options={identificationTypes.map((type) => ({ value: type.id, label: type.name }))}
        />
        <FormTextField
          control={control}
          name="idNumber"
          label={personalLabels.idNumber}
          required
          autoComplete="off"
        />
      </FieldRow>
    </>
  );
}
