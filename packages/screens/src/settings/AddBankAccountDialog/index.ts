export { AddBankAccountDialog } from './AddBankAccountDialog';
export type { AddBankAccountDialogProps } from './AddBankAccountDialog';
export {
  PAYOUT_LOOKUP_DIGITS,
  BANK_ACCOUNT_KINDS,
  addBankAccountMessages,
  addBankAccountSchema,
  readyForLookup,
} from './AddBankAccountDialog.schema';
