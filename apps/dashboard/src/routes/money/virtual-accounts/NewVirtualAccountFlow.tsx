import { useCreateVirtualAccount } from '@merchant/api';
import { NewVirtualAccountDialog } from '@merchant/screens';
import { useCreateDialog } from '../../../app/useCreateDialog';

export interface NewVirtualAccountFlowProps {
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** 'New virtual account' from one BVN; one request at a time. */
export function NewVirtualAccountFlow({ onClose }: NewVirtualAccountFlowProps) {
  const dialog = useCreateDialog(useCreateVirtualAccount().trigger, onClose);
  return <NewVirtualAccountDialog {...dialog} />;
}
