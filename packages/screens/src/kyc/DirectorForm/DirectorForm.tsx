import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileUpload } from '@merchant/ui';
import { FormTextField } from '../../forms/fields';
import { SubmitError } from '../../access/components/SubmitError';
import type { SubmitState } from '../../types';
import { FormActions } from '../../forms/layout';
import { FieldGrid, FormStack } from '../components/KycForm.styles';
import { identityDocumentRules } from '../documents';
import type { DirectorValues } from '../types';
import { directorLabels, directorSchema, type DirectorFormValues } from './DirectorForm.schema';

export interface DirectorFormProps {
  /** Called once with the name, the ID number and the ID document. */
  onSubmit: (values: DirectorValues) => void;
  /** Progress of the save; 'pending' makes Save busy. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
}

/** The Director's Information tab: name, ID number and the ID document (multipart). */
export function DirectorForm({ onSubmit, submitState, errorMessage }: DirectorFormProps) {
  const {
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DirectorFormValues, unknown, DirectorValues>({
    mode: 'onTouched',
    defaultValues: { directorname: '', idnumber: '', id: [] },
    resolver: zodResolver(directorSchema),
  });
  const pending = submitState === 'pending';
  const submit = handleSubmit((values) => {
    if (!pending) onSubmit(values);
  });

  return (
    <FormStack noValidate aria-label="Director's Information" onSubmit={submit}>
      <SubmitError submitState={submitState} message={errorMessage} />
      <FieldGrid>
        <FormTextField
          control={control}
          name="directorname"
          label={directorLabels.directorname}
          required
          autoComplete="name"
        />
        <FormTextField
          control={control}
          name="idnumber"
          label={directorLabels.idnumber}
          required
          autoComplete="off"
        />
      </FieldGrid>
      <Controller
        control={control}
        name="id"
        render={({ field: { value, onChange } }) => (
          <FileUpload
            {...identityDocumentRules}
            label={directorLabels.id}
            required
            value={value}
            onChange={onChange}
            disabled={pending}
            error={errors.id?.message}
          />
        )}
      />
      <FormActions>
        <Button type="submit" loading={pending || isSubmitting}>
          Save
        </Button>
      </FormActions>
    </FormStack>
  );
}
