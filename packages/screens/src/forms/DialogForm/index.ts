export { DialogForm } from './DialogForm';
export type { DialogFormProps } from './DialogForm';
