import { useCreateVirtualAccount } from '@merchant/api';
import { NewVirtualAccountDialog } from '@merchant/screens';
import { useAction } from '../../../app/useAction';

export interface NewVirtualAccountFlowProps {
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** 'New virtual account' from one BVN; one request at a time. */
export function NewVirtualAccountFlow({ onClose }: NewVirtualAccountFlowProps) {
  const { trigger } = useCreateVirtualAccount();
  const create = useAction(async (values: Parameters<typeof trigger>[0]) => {
    await trigger(values);
    onClose();
  });
  return (
    <NewVirtualAccountDialog
      open
      onClose={onClose}
      onSubmit={(values) => void create.run(values)}
      submitState={create.submitState}
      errorMessage={create.errorMessage}
    />
  );
}
