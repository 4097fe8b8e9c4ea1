import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileUpload } from '@merchant/ui';
import { SubmitError } from '../../access/components/SubmitError';
import type { SubmitState } from '../../types';
import { FormActions } from '../../forms/layout';
import { FieldGrid, FormStack } from '../components/KycForm.styles';
import { identityDocumentRules } from '../documents';
import type { KycDocumentsValues } from '../types';
import {
  kycDocumentsLabels,
  kycDocumentsSchema,
  type KycDocumentsFormValues,
} from './KycDocumentsForm.schema';

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
  const {
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<KycDocumentsFormValues, unknown, KycDocumentsValues>({
    defaultValues: { proofofaddress: [], id: [] },
    resolver: zodResolver(kycDocumentsSchema),
  });
  const pending = submitState === 'pending';
  const submit = handleSubmit((values) => {
    if (!pending) onSubmit(values);
  });

  return (
    <FormStack noValidate aria-label="KYC Details" onSubmit={submit}>
      <SubmitError submitState={submitState} message={errorMessage} />
      <FieldGrid>
        {FIELDS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: { value, onChange } }) => (
              <FileUpload
                {...identityDocumentRules}
                label={kycDocumentsLabels[name]}
                required
                value={value}
                onChange={onChange}
                disabled={pending}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </FieldGrid>
      <FormActions>
        <Button type="submit" loading={pending || isSubmitting}>
          Save
        </Button>
      </FormActions>
    </FormStack>
  );
}
