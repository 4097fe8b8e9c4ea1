export { BalancesRoute as Component } from './BalancesRoute';
