export { customerFilters, customerOrderFilters } from './filters';
export type { CustomerOrderFilters } from './filters';
export { customerColumns, customerOrderColumns } from './customerColumns';
export type { CustomerRow } from './types';
export * from './CustomerListScreen';
export * from './NewCustomerDialog';
export * from './CustomerStatusDialog';
export * from './CustomerDetailsScreen';
