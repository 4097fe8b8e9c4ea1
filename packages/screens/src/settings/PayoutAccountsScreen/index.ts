export { PayoutAccountsScreen } from './PayoutAccountsScreen';
export { bankAccountColumns } from './bankAccountColumns';
