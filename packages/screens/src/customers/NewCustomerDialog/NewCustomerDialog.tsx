import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, Modal, PhoneField, TextField } from '@merchant/ui';
import { useSubmitOnce } from '../../forms/useSubmitOnce';
import type { SubmitState } from '../../types';
import type { NewCustomerValues } from '../types';
import { newCustomerSchema, type NewCustomerFormValues } from './NewCustomerDialog.schema';
import { CustomerActions, CustomerForm, NamePair } from './NewCustomerDialog.styles';

export interface NewCustomerDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once per attempt with the customer to create (mobile with +234). */
  onSubmit: (values: NewCustomerValues) => void;
  /** Progress of the request; 'pending' ignores further submits. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'; the fields keep what was typed. */
  errorMessage?: string;
}

function NewCustomerForm({
  onClose,
  onSubmit,
  submitState,
  errorMessage,
}: Omit<NewCustomerDialogProps, 'open'>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewCustomerFormValues, unknown, NewCustomerValues>({
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', mobile: '' },
    resolver: zodResolver(newCustomerSchema),
  });
  const once = useSubmitOnce(submitState);
  return (
    <CustomerForm
      noValidate
      aria-label="New Customer"
      onSubmit={handleSubmit(once((values: NewCustomerValues) => onSubmit(values)))}
    >
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <NamePair>
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
      </NamePair>
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
      <CustomerActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={submitState === 'pending'}>
          Create Customer
        </Button>
      </CustomerActions>
    </CustomerForm>
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
