export { PayoutAccountsRoute as Component } from './PayoutAccountsRoute';
