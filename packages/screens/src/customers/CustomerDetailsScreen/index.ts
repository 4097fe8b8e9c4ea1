export { CustomerDetailsScreen } from './CustomerDetailsScreen';
export type { CustomerDetailsScreenProps } from './CustomerDetailsScreen';
