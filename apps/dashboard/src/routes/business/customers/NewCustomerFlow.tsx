import { useCreateCustomer } from '@merchant/api';
import { NewCustomerDialog, type NewCustomerValues } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

export interface NewCustomerFlowProps {
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** 'New Customer': one request at a time; a server error keeps what was typed. */
export function NewCustomerFlow({ onClose }: NewCustomerFlowProps) {
  const createCustomer = useCreateCustomer();
  const submit = (values: NewCustomerValues) => {
    if (!createCustomer.isMutating) createCustomer.trigger(values).then(onClose, () => undefined);
  };
  return (
    <NewCustomerDialog
      open
      onClose={onClose}
      onSubmit={submit}
      submitState={submitStateOf(createCustomer)}
      errorMessage={errorMessageOf(createCustomer.error)}
    />
  );
}
