export { WalletFundingDialog, COPY_CONFIRMATION_MS } from './WalletFundingDialog';
export type { WalletFundingDialogProps } from './WalletFundingDialog';
