export { PhoneField } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
