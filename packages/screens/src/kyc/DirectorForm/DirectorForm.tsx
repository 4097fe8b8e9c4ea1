import { FormFileUpload, FormTextField, labelledField } from '../../forms/fields';
import { useDialogForm } from '../../forms/useDialogForm';
import type { SubmitState } from '../../types';
import { KycForm } from '../components/KycForm';
import { identityDocumentRules } from '../documents';
import type { DirectorValues } from '../types';
import { directorLabels, directorSchema } from './DirectorForm.schema';

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
  const { control, submit, formState } = useDialogForm({
    schema: directorSchema,
    defaultValues: { directorname: '', idnumber: '', id: [] },
    submitState,
    onSubmit,
  });
  const field = labelledField(control, directorLabels);

  return (
    <KycForm
      label="Director's Information"
      onSubmit={submit}
      submitState={submitState}
      errorMessage={errorMessage}
      validating={formState.isSubmitting}
      below={
        <FormFileUpload
          {...field('id')}
          {...identityDocumentRules}
          required
          disabled={submitState === 'pending'}
        />
      }
    >
      <FormTextField {...field('directorname')} required autoComplete="name" />
      <FormTextField {...field('idnumber')} required autoComplete="off" />
    </KycForm>
  );
}
