import { useWatch } from 'react-hook-form';
import { Modal } from '@merchant/ui';
import { FormSelect } from '../../forms/fields';
import { DialogForm } from '../../forms/DialogForm';
import type { FormDialogProps } from '../../forms/types';
import { useDialogForm } from '../../forms/useDialogForm';
import type { MoneyBank, PayoutTransferType, ResolveAccount } from '../types';
import { AccountNameField } from '../recipient/AccountNameField';
import { AccountNumberField } from '../recipient/AccountNumberField';
import { BankSelect } from '../../forms/fields/BankSelect';
import { useRecipientLookup } from '../recipient/useRecipientLookup';
import { BENEFICIARY_TYPES } from '@merchant/api/contract';
import {
  addBeneficiarySchema,
  beneficiaryLookup,
  canCreateBeneficiary,
} from './AddBeneficiaryDialog.schema';

/** What 'Create' hands the app: it sends bankId for Bank only, countryId 1 and AccountName. */
interface NewBeneficiaryValues {
  type: PayoutTransferType;
  accountName: string;
  accountNumber: string;
  /** Bank only. */
  bankId?: string;
}

export interface AddBeneficiaryDialogProps extends FormDialogProps<NewBeneficiaryValues> {
  /** Banks of the bank selector (Bank type only). */
  banks: readonly MoneyBank[];
  /** Looks up the account name; rejects with the server's message. */
  onResolveAccount: ResolveAccount;
}

function AddBeneficiaryBody({
  onClose,
  onSubmit,
  banks,
  onResolveAccount,
  ...state
}: Omit<AddBeneficiaryDialogProps, 'open'>) {
  const { control, submit } = useDialogForm({
    schema: addBeneficiarySchema,
    defaultValues: { type: 'Bank', bankId: '', accountNumber: '' },
    // Runs on submit, after this render has read the resolved name below.
    onSubmit: (values) =>
      onSubmit({
        type: values.type,
        accountName: accountName ?? '',
        accountNumber: values.accountNumber,
        bankId: values.type === 'Bank' ? values.bankId : undefined,
      }),
    ...state,
  });
  const [type, bankId, accountNumber] = useWatch({
    control,
    name: ['type', 'bankId', 'accountNumber'],
  });
  const { lookup, accountName } = useRecipientLookup(
    { type, bankId, accountNumber },
    banks,
    beneficiaryLookup,
    onResolveAccount,
  );
  const isBank = type === 'Bank';

  return (
    <DialogForm
      label="Add New Beneficiary"
      // Only a resolved name is sent; Create stays disabled until then.
      onSubmit={accountName ? submit : (event) => event.preventDefault()}
      onCancel={onClose}
      submitLabel="Create"
      submitDisabled={!canCreateBeneficiary({ type, accountNumber, accountName })}
      {...state}
    >
      <FormSelect
        control={control}
        name="type"
        label="Type"
        required
        options={BENEFICIARY_TYPES.map((value) => ({ value, label: value }))}
      />
      {isBank ? <BankSelect control={control} name="bankId" banks={banks} /> : null}
      <AccountNumberField
        control={control}
        name="accountNumber"
        type={type}
        inputMode={type === 'Merchant' ? 'text' : 'numeric'}
      />
      <AccountNameField lookup={lookup} />
    </DialogForm>
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
