import { useWatch } from 'react-hook-form';
import { FormFileUpload } from '../../../forms/fields';
import { registrationDocumentRules } from '../../documents';
import { FieldGrid, FormSection, SectionNote, SectionTitle } from '../../components/KycForm.styles';
import { REGISTRATION_DOCUMENTS, savedDocumentName } from '../../registrationDocuments';
import type { SavedRegistration } from '../../types';
import type { RegistrationControl } from './registrationFormValues';

interface RegistrationDocumentsSectionProps {
  /** The registration form's control. */
  control: RegistrationControl;
  /** The documents saved before, named beside their pickers. */
  savedDocuments: NonNullable<SavedRegistration['documents']>;
  /** Disables the pickers while the form is sent. */
  pending: boolean;
}

/** 'Documents': one picker per registration document; a saved one counts until replaced. */
export function RegistrationDocumentsSection({
  control,
  savedDocuments,
  pending,
}: RegistrationDocumentsSectionProps) {
  const chosen = useWatch({ control, name: 'documents' });
  return (
    <FormSection aria-labelledby="registration-documents">
      <SectionTitle id="registration-documents">Documents</SectionTitle>
      <SectionNote>A document saved before counts; choose a file only to replace it.</SectionNote>
      <FieldGrid>
        {REGISTRATION_DOCUMENTS.map(({ field, label, required }) => {
          const savedAddress = savedDocuments[field];
          return (
            <FormFileUpload
              key={field}
              control={control}
              name={`documents.${field}`}
              {...registrationDocumentRules}
              label={label}
              required={required}
              optional={!required}
              disabled={pending}
              helpText={
                savedAddress && chosen[field].length === 0
                  ? `Saved: ${savedDocumentName(savedAddress)}. ${registrationDocumentRules.helpText}`
                  : registrationDocumentRules.helpText
              }
            />
          );
        })}
      </FieldGrid>
    </FormSection>
  );
}
