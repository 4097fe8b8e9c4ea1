import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, Modal, TextField } from '@merchant/ui';
import type { SubmitState } from '../../types';
import {
  BVN_LENGTH,
  canCreateVirtualAccount,
  newVirtualAccountSchema,
  type NewVirtualAccountValues,
} from './NewVirtualAccountDialog.schema';
import { VirtualAccountActions, VirtualAccountForm } from './NewVirtualAccountDialog.styles';

export interface NewVirtualAccountDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once with the BVN. */
  onSubmit: (values: NewVirtualAccountValues) => void;
  /** Progress of the creation. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
}

function Body({
  onClose,
  onSubmit,
  submitState,
  errorMessage,
}: Omit<NewVirtualAccountDialogProps, 'open'>) {
  const sent = useRef(false);
  const pending = submitState === 'pending';
  useEffect(() => {
    if (submitState === 'error') sent.current = false;
  }, [submitState]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<NewVirtualAccountValues>({
    mode: 'onTouched',
    defaultValues: { bvn: '' },
    resolver: zodResolver(newVirtualAccountSchema),
  });
  const bvn = useWatch({ control, name: 'bvn' });

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sent.current || pending) return;
    sent.current = true;
    void handleSubmit(
      (values) => onSubmit(values),
      () => {
        sent.current = false;
      },
    )(event);
  };

  return (
    <VirtualAccountForm noValidate aria-label="New virtual account" onSubmit={create}>
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <TextField
        label="BVN"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={BVN_LENGTH}
        helpText="Your 11-digit Bank Verification Number."
        error={errors.bvn?.message}
        data-autofocus
        {...register('bvn')}
      />
      <VirtualAccountActions>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={!canCreateVirtualAccount({ bvn })}>
          Create
        </Button>
      </VirtualAccountActions>
    </VirtualAccountForm>
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
