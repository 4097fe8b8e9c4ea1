export { CustomerListScreen, CUSTOMERS_EMPTY_TEXT } from './CustomerListScreen';
export type { CustomerListScreenProps } from './CustomerListScreen';
