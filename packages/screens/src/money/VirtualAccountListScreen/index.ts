export {
  VirtualAccountListScreen,
  virtualAccountColumns,
  matchesVirtualAccountSearch,
} from './VirtualAccountListScreen';
