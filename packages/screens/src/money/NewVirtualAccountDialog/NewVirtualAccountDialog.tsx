import { useWatch } from 'react-hook-form';
import { Modal } from '@merchant/ui';
import { FormTextField } from '../../forms/fields';
import { DialogForm } from '../../forms/DialogForm';
import type { FormDialogProps } from '../../forms/types';
import { useDialogForm } from '../../forms/useDialogForm';
import { BVN_LENGTH } from '../../validation/bvn';
import {
  canCreateVirtualAccount,
  newVirtualAccountSchema,
  type NewVirtualAccountValues,
} from './NewVirtualAccountDialog.schema';

export type NewVirtualAccountDialogProps = FormDialogProps<NewVirtualAccountValues>;

function Body({ onClose, onSubmit, ...state }: Omit<NewVirtualAccountDialogProps, 'open'>) {
  const { control, submit } = useDialogForm({
    schema: newVirtualAccountSchema,
    defaultValues: { bvn: '' },
    onSubmit,
    ...state,
  });
  const bvn = useWatch({ control, name: 'bvn' });
  return (
    <DialogForm
      label="New virtual account"
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Create"
      submitDisabled={!canCreateVirtualAccount({ bvn })}
      {...state}
    >
      <FormTextField
        control={control}
        name="bvn"
        label="BVN"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={BVN_LENGTH}
        helpText="Your 11-digit Bank Verification Number."
        data-autofocus
      />
    </DialogForm>
  );
}

/** 'New virtual account': one BVN input; Create stays disabled until exactly 11 digits. */
export function NewVirtualAccountDialog({ open, ...props }: NewVirtualAccountDialogProps) {
  return (
    <Modal open={open} onClose={props.onClose} size="sm" title="New virtual account">
      <Body {...props} />
    </Modal>
  );
}
