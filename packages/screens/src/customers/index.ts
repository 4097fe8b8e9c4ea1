export { customerFilters, customerOrderFilters } from './filters';
export type { CustomerOrderFilters } from './filters';
export { customerColumns, customerOrderColumns } from './customerColumns';
export type { CustomerRow } from './types';
export { CustomerListScreen } from './CustomerListScreen';
export { NewCustomerDialog } from './NewCustomerDialog';
export { CustomerStatusDialog } from './CustomerStatusDialog';
export { CustomerDetailsScreen } from './CustomerDetailsScreen';
