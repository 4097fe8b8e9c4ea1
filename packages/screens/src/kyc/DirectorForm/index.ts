export { DirectorForm } from './DirectorForm';
export type { DirectorFormProps } from './DirectorForm';
export { directorSchema, directorLabels, directorMessages } from './DirectorForm.schema';
