export { NewCustomerDialog } from './NewCustomerDialog';
export type { NewCustomerDialogProps } from './NewCustomerDialog';
export { newCustomerMessages, newCustomerSchema } from './NewCustomerDialog.schema';
export type { NewCustomerFormValues } from './NewCustomerDialog.schema';
