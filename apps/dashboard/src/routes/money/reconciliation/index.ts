export { ReconciliationRoute as Component } from './ReconciliationRoute';
