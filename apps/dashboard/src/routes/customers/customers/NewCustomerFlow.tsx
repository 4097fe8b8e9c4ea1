import { useCreateCustomer } from '@merchant/api';
import { NewCustomerDialog } from '@merchant/screens';
import { useAction } from '../../../app/useAction';

export interface NewCustomerFlowProps {
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** 'New Customer': one request at a time; a server error keeps what was typed. */
export function NewCustomerFlow({ onClose }: NewCustomerFlowProps) {
  const { trigger } = useCreateCustomer();
  const create = useAction(async (values: Parameters<typeof trigger>[0]) => {
    await trigger(values);
    onClose();
  });
  return (
    <NewCustomerDialog
      open
      onClose={onClose}
      onSubmit={(values) => void create.run(values)}
      submitState={create.submitState}
      errorMessage={create.errorMessage}
    />
  );
}
