import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AmountField, Button, Modal } from '@merchant/ui';
import { FormTextField } from '../../../forms/fields';
import type { ProductFeeValues } from '../../types';
import { deliveryFeeSchema, type DeliveryFeeFormValues } from '../NewProductScreen.schema';
import { FeeActions, FeeForm } from '../NewProductScreen.styles';

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
    <FeeForm noValidate aria-label="Delivery Fee" onSubmit={handleSubmit(onAdd)}>
      <FormTextField
        control={control}
        name="name"
        label="Fee type"
        autoComplete="off"
        helpText="e.g. Delivery within Lagos"
        data-autofocus
      />
      <Controller
        control={control}
        name="fee"
        render={({ field }) => (
          <AmountField
            ref={field.ref}
            name={field.name}
            label="Amount"
            prefix="NGN"
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <FeeActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {/* "'Add fee' is enabled only when the fee has both name and amount" (part 1 §5). */}
        <Button type="submit" disabled={name.trim() === '' || fee === ''}>
          Add fee
        </Button>
      </FeeActions>
    </FeeForm>
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
