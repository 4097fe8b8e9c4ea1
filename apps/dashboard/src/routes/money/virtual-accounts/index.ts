export { VirtualAccountsRoute as Component } from './VirtualAccountsRoute';
