export { CustomerListScreen } from './CustomerListScreen';
