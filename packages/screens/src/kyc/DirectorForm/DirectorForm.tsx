import { FormFileUpload, FormTextField } from '../../forms/fields';
import { KycForm } from '../components/KycForm';
import { useKycForm, type KycSaveProps } from '../components/useKycForm';
import { identityDocumentRules } from '../documents';
import type { DirectorValues } from '../types';
import { directorForm } from './DirectorForm.schema';

export type DirectorFormProps = KycSaveProps<DirectorValues>;

/** The Director's Information tab: name, ID number and the ID document (multipart). */
export function DirectorForm(props: DirectorFormProps) {
  const { field, frame } = useKycForm(props, directorForm, {
    directorname: '',
    idnumber: '',
    id: [],
  });
  const upload = (
    <FormFileUpload
      {...field('id')}
      {...identityDocumentRules}
      required
      disabled={props.submitState === 'pending'}
    />
  );
  return (
    <KycForm {...frame} label="Director's Information" below={upload}>
      <FormTextField {...field('directorname')} required autoComplete="name" />
      <FormTextField {...field('idnumber')} required autoComplete="off" />
    </KycForm>
  );
}
