export { ChargebackListScreen, CHARGEBACKS_EMPTY_TEXT } from './ChargebackListScreen';
export type { ChargebackListScreenProps } from './ChargebackListScreen';
export { chargebackColumns } from './components/chargebackColumns';
