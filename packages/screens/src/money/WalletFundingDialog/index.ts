export { WalletFundingDialog } from './WalletFundingDialog';
