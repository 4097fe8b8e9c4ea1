export { ChargebackDetailsScreen } from './ChargebackDetailsScreen';
