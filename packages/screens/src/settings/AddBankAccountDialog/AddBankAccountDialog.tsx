import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, Modal, RadioGroup, Select, TextField } from '@merchant/ui';
import type { SubmitState } from '../../types';
import { SettingsActions } from '../components/SettingsSection.styles';
import type { BankAccountLookup, BankChoice, NewBankAccountValues } from '../types';
import {
  BANK_ACCOUNT_KINDS,
  addBankAccountSchema,
  readyForLookup,
  type AddBankAccountFormValues,
} from './AddBankAccountDialog.schema';
import { DialogForm } from './AddBankAccountDialog.styles';

export interface AddBankAccountDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** The banks to choose from. */
  banks: readonly BankChoice[];
  /** Called when a bank is chosen and the number reaches 10 digits. */
  onLookup: (query: { bankCode: string; accountNumber: string }) => void;
  /** The lookup of the number shown. */
  lookup: BankAccountLookup;
  /** Called once with the account, only after its name has resolved. */
  onSubmit: (values: NewBankAccountValues) => void;
  /** Progress of the request; 'pending' makes the button busy. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
}

const TYPE_OPTIONS = BANK_ACCOUNT_KINDS.map((value) => ({ value, label: value }));

function lookupHelp(lookup: BankAccountLookup): string {
  if (lookup.status === 'pending') return 'Looking up the account name…';
  if (lookup.status === 'error') return lookup.message;
  return 'Filled in from the bank once the 10-digit number is entered.';
}

function AddBankAccountForm({
  onClose,
  banks,
  onLookup,
  lookup,
  onSubmit,
  submitState,
  errorMessage,
}: Omit<AddBankAccountDialogProps, 'open'>) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddBankAccountFormValues>({
    mode: 'onTouched',
    defaultValues: { bankId: '', accountNumber: '', accountType: 'Savings' },
    resolver: zodResolver(addBankAccountSchema),
  });
  const bankId = useWatch({ control, name: 'bankId' });
  const accountNumber = useWatch({ control, name: 'accountNumber' });
  const bankCode = banks.find((bank) => bank.id === bankId)?.bankCode ?? '';
  const pending = submitState === 'pending';
  const resolvedName = lookup.status === 'resolved' ? lookup.accountName : '';

  // Each new bank or number looks the name up again; the app keeps only the latest answer.
  useEffect(() => {
    if (readyForLookup(accountNumber, bankId)) onLookup({ bankCode, accountNumber });
  }, [accountNumber, bankId, bankCode, onLookup]);

  const submit = handleSubmit((values) => {
    if (pending || !resolvedName) return;
    onSubmit({ ...values, accountName: resolvedName });
  });

  return (
    <DialogForm noValidate aria-label="Add Bank Account" onSubmit={submit}>
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <Select
        label="Bank"
        required
        placeholder="Select a bank"
        options={banks.map((bank) => ({ value: bank.id, label: bank.name }))}
        error={errors.bankId?.message}
        data-autofocus
        {...register('bankId')}
      />
      <TextField
        label="Account number"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
      <TextField
        label="Account name"
        readOnly
        value={resolvedName}
        helpText={lookupHelp(lookup)}
        aria-busy={lookup.status === 'pending' || undefined}
      />
      <Controller
        control={control}
        name="accountType"
        render={({ field }) => (
          <RadioGroup
            label="Account type"
            orientation="horizontal"
            options={TYPE_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
          />
        )}
      />
      <SettingsActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!resolvedName} loading={pending || isSubmitting}>
          Add Beneficiary
        </Button>
      </SettingsActions>
    </DialogForm>
  );
}

/**
 * 'Add Bank Account' (part 2 section 5): the name is looked up from 10 digits and cannot be
 * typed; 'Add Beneficiary' stays disabled until it resolves.
 */
export function AddBankAccountDialog({ open, ...rest }: AddBankAccountDialogProps) {
  return (
    <Modal open={open} onClose={rest.onClose} size="md" title="Add Bank Account">
      <AddBankAccountForm {...rest} />
    </Modal>
  );
}
