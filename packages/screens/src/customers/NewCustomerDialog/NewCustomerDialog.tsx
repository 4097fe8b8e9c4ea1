import { Modal } from '@merchant/ui';
import { FormPhoneField, FormTextField } from '../../forms/fields';
import { DialogForm } from '../../forms/DialogForm';
import { FieldRow } from '../../forms/layout';
import type { FormDialogProps } from '../../forms/types';
import { useDialogForm } from '../../forms/useDialogForm';
import type { NewCustomerValues } from '../types';
import { newCustomerSchema } from './NewCustomerDialog.schema';

export type NewCustomerDialogProps = FormDialogProps<NewCustomerValues>;

function NewCustomerForm({ onClose, onSubmit, ...state }: Omit<NewCustomerDialogProps, 'open'>) {
  const { control, submit } = useDialogForm({
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
        <FormTextField
          control={control}
          name="firstName"
          label="First name"
          required
          autoComplete="off"
          data-autofocus
        />
        <FormTextField
          control={control}
          name="lastName"
          label="Last name"
          required
          autoComplete="off"
        />
      </FieldRow>
      <FormTextField
        control={control}
        name="email"
        label="Email"
        required
        type="email"
        autoComplete="off"
      />
      <FormPhoneField
        control={control}
        name="mobile"
        label="Mobile number"
        required
        autoComplete="off"
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
