export { BankDetailsRoute as Component } from './BankDetailsRoute';
