import type { Control } from 'react-hook-form';
import { FormField } from '../../../../forms/fields';
import { DocumentUpload } from '../../components/DocumentUpload';
import { UploadGrid } from '../../components/OnboardingForm.styles';
import { identityDocumentRules } from '../../documents';
import type { SavedDocument } from '../../types';
import {
  PERSONAL_DOCUMENTS,
  personalLabels,
  type PersonalDocument,
  type PersonalFormValues,
} from '../PersonalInformationScreen.schema';

interface IdentityDocumentsProps {
  /** The form's control. */
  control: Control<PersonalFormValues>;
  /** The documents already saved, shown as saved. */
  savedDocuments: Partial<Record<PersonalDocument, SavedDocument>>;
  /** Disables the pickers while the form is sent. */
  pending: boolean;
}

/** The identification, passport photograph and proof of address, checked as they are chosen. */
export function IdentityDocuments({ control, savedDocuments, pending }: IdentityDocumentsProps) {
  return (
    <UploadGrid>
      {PERSONAL_DOCUMENTS.map((document) => (
        <FormField
          key={document}
          control={control}
          name={document}
          render={({ value, onChange, error }) => (
            <DocumentUpload
              label={personalLabels[document]}
              // The spec requires identification and proof of address, not the photograph.
              required={document !== 'passportPhoto'}
              optional={document === 'passportPhoto'}
              rules={identityDocumentRules}
              saved={savedDocuments[document]}
              value={value}
              onChange={onChange}
              error={error}
              disabled={pending}
            />
          )}
        />
      ))}
    </UploadGrid>
  );
}
