export { BankDetailsForm } from './BankDetailsForm';
export type { BankDetailsFormProps } from './BankDetailsForm';
export {
  bankDetailsSchema,
  bankDetailsLabels,
  bankDetailsMessages,
  lookupQueryOf,
  sameQuery,
  ACCOUNT_LOOKUP_MIN_LENGTH,
} from './BankDetailsForm.schema';
export type { BankDetailsFormValues } from './BankDetailsForm.schema';
