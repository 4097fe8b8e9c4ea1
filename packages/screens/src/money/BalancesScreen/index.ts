export {
  BalancesScreen,
  TOP_UP_CURRENCY,
  SUMMARY_PERCENT,
  byAvailableBalance,
} from './BalancesScreen';
export type { BalancesScreenProps } from './BalancesScreen';
