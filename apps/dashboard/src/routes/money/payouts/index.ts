export { PayoutsRoute as Component } from './PayoutsRoute';
