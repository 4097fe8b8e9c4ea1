export { ChargebackDetailsRoute as Component } from './ChargebackDetailsRoute';
