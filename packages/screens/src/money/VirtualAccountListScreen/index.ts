export {
  VirtualAccountListScreen,
  VIRTUAL_ACCOUNTS_EMPTY_TEXT,
  virtualAccountColumns,
  matchesVirtualAccountSearch,
} from './VirtualAccountListScreen';
export type { VirtualAccountListScreenProps } from './VirtualAccountListScreen';
