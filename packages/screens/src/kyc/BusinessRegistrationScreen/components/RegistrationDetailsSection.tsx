import { FormSelect, FormTextField, labelledField } from '../../../forms/fields';
import { FieldGrid, FormSection, SectionTitle } from '../../components/KycForm.styles';
import type { BusinessClassOption } from '../../types';
import {
  REGISTRATION_TEXT_MAX_LENGTH,
  registrationLabels,
} from '../BusinessRegistrationScreen.schema';
import type { RegistrationControl } from './registrationFormValues';
import { namedOptions } from '../../../forms/options';

interface RegistrationDetailsSectionProps {
  /** The registration form's control. */
  control: RegistrationControl;
  /** The business classes to choose from. */
  businessClasses: readonly BusinessClassOption[];
}

/** Every registration text is required, never autofilled, and as long as the API takes. */
const textRules = {
  required: true,
  autoComplete: 'off',
  maxLength: REGISTRATION_TEXT_MAX_LENGTH,
} as const;

/** 'Registration details': business class, registration number, monthly volume and tax ID. */
export function RegistrationDetailsSection({
  control,
  businessClasses,
}: RegistrationDetailsSectionProps) {
  const field = labelledField(control, registrationLabels);
  return (
    <FormSection aria-labelledby="registration-details">
      <SectionTitle id="registration-details">Registration details</SectionTitle>
      <FieldGrid>
        <FormSelect
          {...field('businessClassId')}
          required
          placeholder="Select business class"
          options={namedOptions(businessClasses, 'id')}
        />
        <FormTextField {...field('registrationNumber')} {...textRules} />
        <FormTextField
          {...field('expectedMonthlyTransactionVolume')}
          {...textRules}
          inputMode="numeric"
        />
        <FormTextField {...field('taxIdNumber')} {...textRules} />
      </FieldGrid>
    </FormSection>
  );
}
