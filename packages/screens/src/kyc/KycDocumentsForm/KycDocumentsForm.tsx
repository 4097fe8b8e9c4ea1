import { FormFileUpload } from '../../forms/fields';
import { KycForm } from '../components/KycForm';
import { useKycForm, type KycSaveProps } from '../components/useKycForm';
import { identityDocumentRules } from '../documents';
import type { KycDocumentsValues } from '../types';
import { kycDocumentsForm } from './KycDocumentsForm.schema';

export type KycDocumentsFormProps = KycSaveProps<KycDocumentsValues>;

const FIELDS = ['proofofaddress', 'id'] as const;

/** The KYC Details tab: proof of address and an identification document (multipart). */
export function KycDocumentsForm(props: KycDocumentsFormProps) {
  const { field, frame } = useKycForm(props, kycDocumentsForm, { proofofaddress: [], id: [] });
  return (
    <KycForm {...frame} label="KYC Details">
      {FIELDS.map((name) => (
        <FormFileUpload
          key={name}
          {...field(name)}
          {...identityDocumentRules}
          required
          disabled={props.submitState === 'pending'}
        />
      ))}
    </KycForm>
  );
}
