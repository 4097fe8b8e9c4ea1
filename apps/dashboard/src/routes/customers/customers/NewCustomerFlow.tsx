import { useCreateCustomer } from '@merchant/api';
import { NewCustomerDialog } from '@merchant/screens';
import { useCreateDialog } from '../../../app/useCreateDialog';

export interface NewCustomerFlowProps {
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** 'New Customer': one request at a time; a server error keeps what was typed. */
export function NewCustomerFlow({ onClose }: NewCustomerFlowProps) {
  const dialog = useCreateDialog(useCreateCustomer().trigger, onClose);
  return <NewCustomerDialog {...dialog} />;
}
