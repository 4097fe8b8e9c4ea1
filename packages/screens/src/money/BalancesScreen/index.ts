export { BalancesScreen, TOP_UP_CURRENCY } from './BalancesScreen';
