import type { Control } from 'react-hook-form';
import { GENDERS } from '@merchant/api/contract';
import {
  FormBvnField,
  FormPhoneField,
  FormRadioGroup,
  FormSelect,
  FormTextField,
  labelledField,
} from '../../../../forms/fields';
import { FieldRow } from '../../components/OnboardingForm.styles';
import { personalLabels, type PersonalFormValues } from '../PersonalInformationScreen.schema';
import type { IdentificationTypeOption } from '../PersonalInformationScreen';
import { namedOptions, wordOptions } from '../../../../forms/options';

interface IdentityFieldsProps {
  /** The form's control. */
  control: Control<PersonalFormValues>;
  /** The ID types to choose from. */
  identificationTypes: readonly IdentificationTypeOption[];
}

/** Who the merchant is: BVN, names, gender, date of birth, phone, and the ID's type and number. */
export function IdentityFields({ control, identificationTypes }: IdentityFieldsProps) {
  const field = labelledField(control, personalLabels);
  return (
    <>
      <FormBvnField {...field('bvn')} helpText="Your 11-digit Bank Verification Number" />
      <FieldRow>
        <FormTextField {...field('firstName')} required autoComplete="given-name" />
        <FormTextField {...field('lastName')} required autoComplete="family-name" />
      </FieldRow>
      <FieldRow>
        <FormRadioGroup
          {...field('gender')}
          required
          orientation="horizontal"
          options={wordOptions(GENDERS)}
          touchOnChange
        />
        {/* Typed, not picked: a date of birth is quicker to type than to scroll to, and the
            spec's message names the format the user types. */}
        <FormTextField
          {...field('dateOfBirth')}
          required
          placeholder="YYYY-MM-DD"
          maxLength={10}
          autoComplete="bday"
          helpText="For example 1990-04-21"
        />
      </FieldRow>
      <FormPhoneField {...field('mobileNumber')} required />
      <FieldRow>
        <FormSelect
          {...field('idType')}
          required
          placeholder="Choose an ID type"
          options={namedOptions(identificationTypes, 'id')}
        />
        <FormTextField {...field('idNumber')} required autoComplete="off" />
      </FieldRow>
    </>
  );
}
