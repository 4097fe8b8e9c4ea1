export { PhoneField } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
export {
  PHONE_PREFIX,
  PHONE_NATIONAL_LENGTH,
  toInternationalPhone,
  toNationalPhone,
} from './phone';
