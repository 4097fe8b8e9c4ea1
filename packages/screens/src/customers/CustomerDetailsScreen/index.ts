export { CustomerDetailsScreen } from './CustomerDetailsScreen';
