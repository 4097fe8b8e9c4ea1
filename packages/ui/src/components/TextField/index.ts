export { TextField, TEXT_MAX_LENGTH } from './TextField';
export type { TextFieldProps } from './TextField';
