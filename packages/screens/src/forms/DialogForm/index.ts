export { DialogForm } from './DialogForm';
export type { DialogFormProps } from './DialogForm';
export { FieldRow } from './DialogForm.styles';
