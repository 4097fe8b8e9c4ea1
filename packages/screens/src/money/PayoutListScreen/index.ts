export {
  PayoutListScreen,
  TransferListScreen,
  PAYOUTS_EMPTY_TEXT,
  payoutRowId,
} from './PayoutListScreen';
export type { PayoutListScreenProps, TransferListScreenProps } from './PayoutListScreen';
export { payoutColumns, transferColumns } from './components/payoutColumns';
