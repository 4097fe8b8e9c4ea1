export { PayoutFlows } from './PayoutFlows';
export { TRANSFER_DIALOG } from './dialogs';
export { useStartVerification } from './useStartVerification';
export { LazyPayoutDetailsDialog, LazyWalletFundingDialog } from './LazyPayoutDialogs';
