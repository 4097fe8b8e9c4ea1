import { useCreateVirtualAccount } from '@merchant/api';
import { NewVirtualAccountDialog } from '@merchant/screens';
import { formRequest } from '../../../app/submitState';

export interface NewVirtualAccountFlowProps {
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** 'New virtual account' from one BVN; one request at a time. */
export function NewVirtualAccountFlow({ onClose }: NewVirtualAccountFlowProps) {
  const mutation = useCreateVirtualAccount();
  return <NewVirtualAccountDialog open onClose={onClose} {...formRequest(mutation, onClose)} />;
}
