import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormRadioGroup } from '../../../forms/fields';
import type { MoneyBank, PayoutInstruction, PayoutWallet, ResolveAccount } from '../../types';
import {
  NEW_TRANSFER_TYPES,
  canContinueNewTransfer,
  newTransferLookup,
  newTransferSchema,
  type NewTransferFormValues,
  type NewTransferValues,
} from '../TransferDialog.schema';
import { TransferForm } from '../TransferDialog.styles';
import { TransferAmountSection } from './TransferAmountSection';
import { AccountNameField } from '../../recipient/AccountNameField';
import { AccountNumberField } from '../../recipient/AccountNumberField';
import { BankSelect } from '../../../forms/fields/BankSelect';
import { useRecipientLookup } from '../../recipient/useRecipientLookup';

export interface NewTransferFormProps {
  /** Banks of the bank selector. */
  banks: readonly MoneyBank[];
  /** Wallets to debit. */
  wallets: readonly PayoutWallet[];
  /** The currency chosen first. */
  defaultCurrency: string;
  /** Looks up the account name. */
  onResolveAccount: ResolveAccount;
  /** The fee of a payout. */
  feeFor: (amount: number, currency: string) => number;
  /** Called with the payout to review on the confirmation step. */
  onReview: (instruction: PayoutInstruction) => void;
  /** Cancel. */
  onCancel: () => void;
}

const TYPE_OPTIONS = NEW_TRANSFER_TYPES.map((type) => ({ value: type, label: type }));

/**
 * The 'New Transfer' tab: type, bank (Bank only), account number with the account name
 * resolved as the user types (from 10 digits for a bank), amount, currency and description.
 */
export function NewTransferForm({
  banks,
  wallets,
  defaultCurrency,
  onResolveAccount,
  feeFor,
  onReview,
  onCancel,
}: NewTransferFormProps) {
  const form = useForm<NewTransferFormValues, unknown, NewTransferValues>({
    mode: 'onTouched',
    defaultValues: {
      type: 'Bank',
      bankId: '',
      accountNumber: '',
      amount: '',
      currency: defaultCurrency,
      description: '',
    },
    resolver: zodResolver(newTransferSchema),
  });
  const { control, handleSubmit } = form;
  const [type, bankId, accountNumber, amount] = useWatch({
    control,
    name: ['type', 'bankId', 'accountNumber', 'amount'],
  });
  const { bank, lookup, accountName } = useRecipientLookup(
    { type, bankId, accountNumber },
    banks,
    newTransferLookup,
    onResolveAccount,
  );
  const isBank = type === 'Bank';

  const review = handleSubmit((values) => {
    if (!accountName) return;
    onReview({
      type: values.type,
      accountName,
      accountNumber: values.accountNumber,
      amount: values.amount,
      currency: values.currency,
      bankId: isBank ? bank?.id : undefined,
      bankCode: isBank ? bank?.bankCode : undefined,
      bankName: isBank ? bank?.name : undefined,
      description: values.description,
    });
  });

  return (
    <FormProvider {...form}>
      <TransferForm noValidate aria-label="New Transfer" onSubmit={review}>
        <FormRadioGroup
          control={control}
          name="type"
          label="Transfer type"
          orientation="horizontal"
          options={TYPE_OPTIONS}
        />
        {isBank ? <BankSelect control={control} name="bankId" banks={banks} /> : null}
        <AccountNumberField
          control={control}
          name="accountNumber"
          type={type}
          inputMode={isBank ? 'numeric' : 'text'}
        />
        <AccountNameField lookup={lookup} idleHelp="Filled in once the account is found." />
        <TransferAmountSection
          wallets={wallets}
          feeFor={feeFor}
          canContinue={canContinueNewTransfer({ accountNumber, amount, accountName })}
          onCancel={onCancel}
        />
      </TransferForm>
    </FormProvider>
  );
}
