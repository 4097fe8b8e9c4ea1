export { customerFilters, customerOrderFilters, PAYMENT_CHANNELS } from './filters';
export type { CustomerFilters, CustomerOrderFilters } from './filters';
export { customerColumns, customerOrderColumns } from './customerColumns';
export type { CustomerRow, CustomerOrderRow, NewCustomerValues } from './types';
export * from './CustomerListScreen';
export * from './NewCustomerDialog';
export * from './CustomerStatusDialog';
export * from './CustomerDetailsScreen';
