import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, Modal, Select, TextField } from '@merchant/ui';
import type { SubmitState } from '../../types';
import { useAccountLookup } from '../components/useAccountLookup';
import type { MoneyBank, PayoutTransferType, ResolveAccount } from '../types';
import { ACCOUNT_LABELS } from '../TransferDialog/TransferDialog.schema';
import {
  BENEFICIARY_TYPES,
  addBeneficiarySchema,
  beneficiaryLookup,
  canCreateBeneficiary,
  type AddBeneficiaryFormValues,
} from './AddBeneficiaryDialog.schema';
import { BeneficiaryActions, BeneficiaryForm } from './AddBeneficiaryDialog.styles';

/** What 'Create' hands the app: it sends bankId for Bank only, countryId 1 and AccountName. */
export interface NewBeneficiaryValues {
  type: PayoutTransferType;
  accountName: string;
  accountNumber: string;
  /** Bank only. */
  bankId?: string;
}

export interface AddBeneficiaryDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once with the beneficiary to create. */
  onSubmit: (values: NewBeneficiaryValues) => void;
  /** Banks of the bank selector (Bank type only). */
  banks: readonly MoneyBank[];
  /** Looks up the account name; rejects with the server's message. */
  onResolveAccount: ResolveAccount;
  /** Progress of the creation. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
}

type BodyProps = Omit<AddBeneficiaryDialogProps, 'open'>;

function AddBeneficiaryBody({
  onClose,
  onSubmit,
  banks,
  onResolveAccount,
  submitState,
  errorMessage,
}: BodyProps) {
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
  } = useForm<AddBeneficiaryFormValues>({
    mode: 'onTouched',
    defaultValues: { type: 'Bank', bankId: '', accountNumber: '' },
    resolver: zodResolver(addBeneficiarySchema),
  });
  const [type, bankId, accountNumber] = useWatch({
    control,
    name: ['type', 'bankId', 'accountNumber'],
  });
  const bank = banks.find((item) => item.id === bankId);
  const lookup = useAccountLookup(
    beneficiaryLookup({ type, accountNumber, bankCode: bank?.bankCode }),
    onResolveAccount,
  );
  const accountName = lookup.status === 'resolved' ? lookup.accountName : undefined;
  const isBank = type === 'Bank';

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sent.current || pending || !accountName) return;
    sent.current = true;
    void handleSubmit(
      (values) =>
        onSubmit({
          type: values.type,
          accountName,
          accountNumber: values.accountNumber,
          bankId: values.type === 'Bank' ? values.bankId : undefined,
        }),
      () => {
        sent.current = false;
      },
    )(event);
  };

  return (
    <BeneficiaryForm noValidate aria-label="Add New Beneficiary" onSubmit={create}>
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <Select
        label="Type"
        required
        options={BENEFICIARY_TYPES.map((value) => ({ value, label: value }))}
        error={errors.type?.message}
        {...register('type')}
      />
      {isBank ? (
        <Select
          label="Bank"
          required
          placeholder="Select a bank"
          options={banks.map((item) => ({ value: item.id, label: item.name }))}
          error={errors.bankId?.message}
          {...register('bankId')}
        />
      ) : null}
      <TextField
        label={ACCOUNT_LABELS[type]}
        required
        autoComplete="off"
        inputMode={type === 'Merchant' ? 'text' : 'numeric'}
        maxLength={isBank ? 10 : undefined}
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
      <TextField
        label="Account name"
        readOnly
        value={accountName ?? ''}
        helpText={lookup.status === 'pending' ? 'Resolving the account name…' : undefined}
        error={lookup.status === 'failed' ? lookup.message : undefined}
      />
      <BeneficiaryActions>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          loading={pending}
          disabled={!canCreateBeneficiary({ type, accountNumber, accountName })}
        >
          Create
        </Button>
      </BeneficiaryActions>
    </BeneficiaryForm>
  );
}

/**
 * 'Add New Beneficiary' (part 2 section 5): the number's label follows the type, the bank
 * selector shows for Bank only, the name resolves by itself, and Create waits for it.
 */
export function AddBeneficiaryDialog({ open, ...props }: AddBeneficiaryDialogProps) {
  const close = () => {
    if (props.submitState !== 'pending') props.onClose();
  };
  return (
    <Modal open={open} onClose={close} size="sm" title="Add New Beneficiary">
      <AddBeneficiaryBody {...props} onClose={close} />
    </Modal>
  );
}
