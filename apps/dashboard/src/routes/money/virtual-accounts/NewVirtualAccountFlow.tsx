import { useCreateVirtualAccount } from '@merchant/api';
import { NewVirtualAccountDialog, type NewVirtualAccountValues } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

export interface NewVirtualAccountFlowProps {
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** 'New virtual account' from one BVN; one request at a time. */
export function NewVirtualAccountFlow({ onClose }: NewVirtualAccountFlowProps) {
  const mutation = useCreateVirtualAccount();
  const submit = async (values: NewVirtualAccountValues) => {
    if (mutation.isMutating) return;
    const done = await mutation.trigger(values).then(
      () => true,
      () => false,
    );
    if (done) onClose();
  };
  return (
    <NewVirtualAccountDialog
      open
      onClose={onClose}
      onSubmit={(values) => void submit(values)}
      submitState={submitStateOf(mutation)}
      errorMessage={errorMessageOf(mutation.error)}
    />
  );
}
