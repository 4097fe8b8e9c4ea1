export { NewCustomerDialog } from './NewCustomerDialog';
