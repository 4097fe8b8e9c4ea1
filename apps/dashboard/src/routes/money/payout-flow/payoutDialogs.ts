// Their own module so Payouts and Transfers load these dialogs on first open (see lazyDialog).
export { PayoutDetailsDialog, WalletFundingDialog } from '@merchant/screens';
