import { FormFileUpload, labelledField } from '../../forms/fields';
import { useDialogForm } from '../../forms/useDialogForm';
import type { SubmitState } from '../../types';
import { KycForm } from '../components/KycForm';
import { identityDocumentRules } from '../documents';
import type { KycDocumentsValues } from '../types';
import { kycDocumentsLabels, kycDocumentsSchema } from './KycDocumentsForm.schema';

export interface KycDocumentsFormProps {
  /** Called once with both documents. */
  onSubmit: (values: KycDocumentsValues) => void;
  /** Progress of the save; 'pending' makes Save busy. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
}

const FIELDS = ['proofofaddress', 'id'] as const;

/** The KYC Details tab: proof of address and an identification document (multipart). */
export function KycDocumentsForm({ onSubmit, submitState, errorMessage }: KycDocumentsFormProps) {
  const { control, submit, formState } = useDialogForm({
    schema: kycDocumentsSchema,
    defaultValues: { proofofaddress: [], id: [] },
    submitState,
    onSubmit,
    // Both documents say what is missing on Save, not as the picker loses focus.
    mode: 'onSubmit',
  });
  const field = labelledField(control, kycDocumentsLabels);

  return (
    <KycForm
      label="KYC Details"
      onSubmit={submit}
      submitState={submitState}
      errorMessage={errorMessage}
      validating={formState.isSubmitting}
    >
      {FIELDS.map((name) => (
        <FormFileUpload
          key={name}
          {...field(name)}
          {...identityDocumentRules}
          required
          disabled={submitState === 'pending'}
        />
      ))}
    </KycForm>
  );
}
