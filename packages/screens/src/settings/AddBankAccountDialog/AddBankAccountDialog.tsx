import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { Modal, TextField } from '@merchant/ui';
import { FormRadioGroup, FormTextField } from '../../forms/fields';
import { DialogForm } from '../../forms/DialogForm';
import type { FormDialogProps } from '../../forms/types';
import { useDialogForm } from '../../forms/useDialogForm';
import type { AccountLookupState } from '../../forms/useAccountLookup';
import { BANK_ACCOUNT_TYPES } from '@merchant/api/contract';
import { BankSelect } from '../../forms/fields/BankSelect';
import type { BankChoice, NewBankAccountValues } from '../types';
import { addBankAccountSchema, readyForLookup } from './AddBankAccountDialog.schema';

export interface AddBankAccountDialogProps extends FormDialogProps<NewBankAccountValues> {
  /** The banks to choose from. */
  banks: readonly BankChoice[];
  /** Called when a bank is chosen and the number reaches 10 digits. */
  onLookup: (query: { bankCode: string; accountNumber: string }) => void;
  /** The lookup of the number shown. */
  lookup: AccountLookupState;
}

const TYPE_OPTIONS = BANK_ACCOUNT_TYPES.map((value) => ({ value, label: value }));

function lookupHelp(lookup: AccountLookupState): string {
  if (lookup.status === 'pending') return 'Looking up the account name…';
  if (lookup.status === 'failed') return lookup.message;
  return 'Filled in from the bank once the 10-digit number is entered.';
}

function AddBankAccountForm({
  onClose,
  banks,
  onLookup,
  lookup,
  onSubmit,
  ...state
}: Omit<AddBankAccountDialogProps, 'open'>) {
  const resolvedName = lookup.status === 'resolved' ? lookup.accountName : '';
  const { control, submit } = useDialogForm({
    schema: addBankAccountSchema,
    defaultValues: { bankId: '', accountNumber: '', accountType: 'Savings' },
    onSubmit: (values) => onSubmit({ ...values, accountName: resolvedName }),
    ...state,
  });
  const bankId = useWatch({ control, name: 'bankId' });
  const accountNumber = useWatch({ control, name: 'accountNumber' });
  const bankCode = banks.find((bank) => bank.id === bankId)?.bankCode ?? '';

  // Each new bank or number looks the name up again; the app keeps only the latest answer.
  useEffect(() => {
    if (readyForLookup(accountNumber, bankId)) onLookup({ bankCode, accountNumber });
  }, [accountNumber, bankId, bankCode, onLookup]);

  return (
    <DialogForm
      label="Add Bank Account"
      // Only a resolved name is sent; the button stays disabled until then.
      onSubmit={resolvedName ? submit : (event) => event.preventDefault()}
      onCancel={onClose}
      submitLabel="Add Beneficiary"
      submitDisabled={!resolvedName}
      {...state}
    >
      <BankSelect control={control} name="bankId" banks={banks} data-autofocus />
      <FormTextField
        control={control}
        name="accountNumber"
        label="Account number"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
      />
      <TextField
        label="Account name"
        readOnly
        value={resolvedName}
        helpText={lookupHelp(lookup)}
        aria-busy={lookup.status === 'pending' || undefined}
      />
      <FormRadioGroup
        control={control}
        name="accountType"
        label="Account type"
        orientation="horizontal"
        options={TYPE_OPTIONS}
      />
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
