export { ChargebacksRoute as Component } from './ChargebackListRoute';
export {
  AssessmentChargebacksRoute,
  AwaitingResponseChargebacksRoute,
  LostChargebacksRoute,
  PendingChargebacksRoute,
  WonChargebacksRoute,
} from './ChargebackListRoute';
export { recordSearch } from './recordSearch';
