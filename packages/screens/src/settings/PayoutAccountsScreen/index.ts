export { PayoutAccountsScreen, PAYOUT_ACCOUNTS_EMPTY_TEXT } from './PayoutAccountsScreen';
export type { PayoutAccountsScreenProps } from './PayoutAccountsScreen';
export { bankAccountColumns } from './bankAccountColumns';
