import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from '@merchant/ui';
import { DialogForm } from '../../../forms/DialogForm';
import { FormAmountField, FormTextField } from '../../../forms/fields';
import type { ProductFeeValues } from '../../types';
import { deliveryFeeSchema, type DeliveryFeeFormValues } from '../NewProductScreen.schema';

export interface DeliveryFeeDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called with the fee to add to the product. */
  onAdd: (fee: ProductFeeValues) => void;
}

function DeliveryFeeForm({ onClose, onAdd }: Omit<DeliveryFeeDialogProps, 'open'>) {
  const { control, handleSubmit } = useForm<DeliveryFeeFormValues, unknown, ProductFeeValues>({
    defaultValues: { name: '', fee: '' },
    resolver: zodResolver(deliveryFeeSchema),
  });
  const [name, fee] = useWatch({ control, name: ['name', 'fee'] });
  return (
    <DialogForm
      label="Delivery Fee"
      onSubmit={handleSubmit(onAdd)}
      onCancel={onClose}
      submitLabel="Add fee"
      // "'Add fee' is enabled only when the fee has both name and amount" (part 1 §5).
      submitDisabled={name.trim() === '' || fee === ''}
      // The fee is added to the product being written; nothing is sent until it is saved.
      submitState="idle"
    >
      <FormTextField
        control={control}
        name="name"
        label="Fee type"
        autoComplete="off"
        helpText="e.g. Delivery within Lagos"
        data-autofocus
      />
      <FormAmountField control={control} name="fee" label="Amount" prefix="NGN" />
    </DialogForm>
  );
}

/** The 'Add delivery fee' modal: 'Delivery Fee', with Fee type and Amount, Cancel and 'Add fee'. */
export function DeliveryFeeDialog({ open, ...rest }: DeliveryFeeDialogProps) {
  return (
    <Modal open={open} onClose={rest.onClose} size="sm" title="Delivery Fee">
      <DeliveryFeeForm {...rest} />
    </Modal>
  );
}
