export { TransferDialog } from './TransferDialog';
export type { TransferDialogProps } from './TransferDialog';
export {
  ACCOUNT_LABELS,
  ACCOUNT_LOOKUP_DIGITS,
  transferMessages,
  newTransferLookup,
  canContinueNewTransfer,
  canContinueBeneficiaryTransfer,
  totalDebit,
} from './TransferDialog.schema';
