export { ChargebackListScreen } from './ChargebackListScreen';
export { chargebackColumns } from './components/chargebackColumns';
