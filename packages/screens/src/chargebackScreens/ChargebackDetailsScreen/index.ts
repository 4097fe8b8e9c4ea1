export { ChargebackDetailsScreen } from './ChargebackDetailsScreen';
export type { ChargebackDetailsScreenProps } from './ChargebackDetailsScreen';
export { detailsPageStatusMap } from './components/detailsStatusMap';
