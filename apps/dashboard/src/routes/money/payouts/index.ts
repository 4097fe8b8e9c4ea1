export { PayoutsRoute as Component } from './PayoutsRoute';
export { recordSearch } from './recordSearch';
