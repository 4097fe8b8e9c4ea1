export { PayoutFlows } from './PayoutFlows';
export { TRANSFER_DIALOG } from './dialogs';
export { usePayoutDetails } from './usePayoutDetails';
export { LazyWalletFundingDialog } from './LazyPayoutDialogs';
export { loadPayoutRecords } from './payoutRecords';
