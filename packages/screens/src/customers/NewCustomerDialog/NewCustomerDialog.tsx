import { Modal, PhoneField, TextField } from '@merchant/ui';
import { DialogForm } from '../../forms/DialogForm';
import { FieldRow } from '../../forms/layout';
import type { FormDialogProps } from '../../forms/types';
import { useDialogForm } from '../../forms/useDialogForm';
import type { NewCustomerValues } from '../types';
import { newCustomerSchema } from './NewCustomerDialog.schema';

export type NewCustomerDialogProps = FormDialogProps<NewCustomerValues>;

function NewCustomerForm({ onClose, onSubmit, ...state }: Omit<NewCustomerDialogProps, 'open'>) {
  const {
    register,
    submit,
    formState: { errors },
  } = useDialogForm({
    schema: newCustomerSchema,
    defaultValues: { firstName: '', lastName: '', email: '', mobile: '' },
    onSubmit,
    ...state,
  });
  return (
    <DialogForm
      label="New Customer"
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Create Customer"
      {...state}
    >
      <FieldRow>
        <TextField
          label="First name"
          required
          autoComplete="off"
          error={errors.firstName?.message}
          data-autofocus
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          required
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </FieldRow>
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <PhoneField
        label="Mobile number"
        required
        autoComplete="off"
        error={errors.mobile?.message}
        {...register('mobile')}
      />
    </DialogForm>
  );
}

/** 'New Customer': first name, last name, email and mobile, all required (part 1 section 5). */
export function NewCustomerDialog({ open, ...rest }: NewCustomerDialogProps) {
  return (
    <Modal open={open} onClose={rest.onClose} size="sm" title="New Customer">
      <NewCustomerForm {...rest} />
    </Modal>
  );
}
