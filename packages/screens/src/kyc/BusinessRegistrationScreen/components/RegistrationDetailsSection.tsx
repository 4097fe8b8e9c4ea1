import { FormSelect, FormTextField } from '../../../forms/fields';
import { FieldGrid, FormSection, SectionTitle } from '../../components/KycForm.styles';
import type { BusinessClassOption } from '../../types';
import {
  REGISTRATION_TEXT_MAX_LENGTH,
  registrationLabels,
} from '../BusinessRegistrationScreen.schema';
import type { RegistrationControl } from './registrationFormValues';

interface RegistrationDetailsSectionProps {
  /** The registration form's control. */
  control: RegistrationControl;
  /** The business classes to choose from. */
  businessClasses: readonly BusinessClassOption[];
}

/** 'Registration details': business class, registration number, monthly volume and tax ID. */
export function RegistrationDetailsSection({
  control,
  businessClasses,
}: RegistrationDetailsSectionProps) {
  return (
    <FormSection aria-labelledby="registration-details">
      <SectionTitle id="registration-details">Registration details</SectionTitle>
      <FieldGrid>
        <FormSelect
          control={control}
          name="businessClassId"
          label={registrationLabels.businessClassId}
          required
          placeholder="Select business class"
          options={businessClasses.map(({ id, name }) => ({ value: id, label: name }))}
        />
        <FormTextField
          control={control}
          name="registrationNumber"
          label={registrationLabels.registrationNumber}
          required
          autoComplete="off"
          maxLength={REGISTRATION_TEXT_MAX_LENGTH}
        />
        <FormTextField
          control={control}
          name="expectedMonthlyTransactionVolume"
          label={registrationLabels.expectedMonthlyTransactionVolume}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={REGISTRATION_TEXT_MAX_LENGTH}
        />
        <FormTextField
          control={control}
          name="taxIdNumber"
          label={registrationLabels.taxIdNumber}
          required
          autoComplete="off"
          maxLength={REGISTRATION_TEXT_MAX_LENGTH}
        />
      </FieldGrid>
    </FormSection>
  );
}
