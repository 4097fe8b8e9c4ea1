export { PayoutListScreen, TransferListScreen, payoutRowId } from './PayoutListScreen';
export { payoutColumns, transferColumns } from './components/payoutColumns';
