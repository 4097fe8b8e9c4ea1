export { DirectorForm } from './DirectorForm';
export { directorMessages } from './DirectorForm.schema';
