import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, Spinner } from '@merchant/ui';
import { FormSelect } from '../../../forms/fields';
import type { RemoteData } from '../../../types';
import type { MoneyBank, PayoutInstruction, PayoutRecipient, PayoutWallet } from '../../types';
import {
  ACCOUNT_LABELS,
  beneficiaryTransferSchema,
  canContinueBeneficiaryTransfer,
  transferMessages,
  type BeneficiaryTransferFormValues,
  type BeneficiaryTransferValues,
} from '../TransferDialog.schema';
import { TransferForm } from '../TransferDialog.styles';
import { TransferAmountSection } from './TransferAmountSection';

export interface BeneficiaryTransferFormProps {
  /** Earlier recipients to pay again. */
  recipients: RemoteData<readonly PayoutRecipient[]>;
  /** Banks, to send the bankId of a bank recipient. */
  banks: readonly MoneyBank[];
  /** Wallets to debit. */
  wallets: readonly PayoutWallet[];
  /** The currency chosen first. */
  defaultCurrency: string;
  /** The fee of a payout. */
  feeFor: (amount: number, currency: string) => number;
  /** Called with the payout to review on the confirmation step. */
  onReview: (instruction: PayoutInstruction) => void;
  /** Cancel. */
  onCancel: () => void;
}

const recipientLabel = (recipient: PayoutRecipient) =>
  `${recipient.name} · ${recipient.accountNumber || 'no account number'} · ${recipient.bankName ?? recipient.type}`;

/** The 'Beneficiary' tab: pay an earlier recipient again, with an amount and a description. */
export function BeneficiaryTransferForm({
  recipients,
  banks,
  wallets,
  defaultCurrency,
  feeFor,
  onReview,
  onCancel,
}: BeneficiaryTransferFormProps) {
  const form = useForm<BeneficiaryTransferFormValues, unknown, BeneficiaryTransferValues>({
    mode: 'onTouched',
    defaultValues: { recipientId: '', amount: '', currency: defaultCurrency, description: '' },
    resolver: zodResolver(beneficiaryTransferSchema),
  });
  const { control, handleSubmit, setError } = form;
  const [recipientId, amount] = useWatch({
    control,
    name: ['recipientId', 'amount'],
  });
  const list = recipients.status === 'ready' ? recipients.data : [];
  const recipient = list.find((item) => item.id === recipientId);

  const review = handleSubmit((values) => {
    if (!recipient?.accountNumber) {
      setError('recipientId', { message: transferMessages.beneficiaryWithoutAccount });
      return;
    }
    const bank = recipient.bankCode
      ? banks.find((item) => item.bankCode === recipient.bankCode)
      : undefined;
    onReview({
      type: recipient.type,
      accountName: recipient.name,
      accountNumber: recipient.accountNumber,
      amount: values.amount,
      currency: values.currency,
      bankId: bank?.id,
      bankCode: recipient.bankCode,
      bankName: recipient.bankName ?? bank?.name,
      description: values.description,
    });
  });

  if (recipients.status === 'loading') return <Spinner label="Loading beneficiaries" />;
  if (recipients.status === 'error')
    return (
      <Banner
        tone="red"
        action={
          <Button size="sm" variant="secondary" onClick={recipients.onRetry}>
            Retry
          </Button>
        }
      >
        {recipients.message}
      </Banner>
    );

  return (
    <FormProvider {...form}>
      <TransferForm noValidate aria-label="Beneficiary transfer" onSubmit={review}>
        <FormSelect
          control={control}
          name="recipientId"
          label="Beneficiary"
          required
          placeholder={list.length ? 'Select a beneficiary' : 'No beneficiaries yet'}
          options={list.map((item) => ({
            value: item.id,
            label: recipientLabel(item),
            disabled: !item.accountNumber,
          }))}
          helpText={
            recipient
              ? `${ACCOUNT_LABELS[recipient.type]}: ${recipient.accountNumber}`
              : 'People and businesses you have paid before.'
          }
        />
        <TransferAmountSection
          wallets={wallets}
          feeFor={feeFor}
          canContinue={canContinueBeneficiaryTransfer({
            amount,
            recipientAccountNumber: recipient?.accountNumber,
          })}
          onCancel={onCancel}
        />
      </TransferForm>
    </FormProvider>
  );
}
