import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AmountField, Banner, Select, amountValue, money } from '@merchant/ui';
import type { PayoutWallet } from '../../types';
import { totalDebit } from '../TransferDialog.schema';
import { FieldRow } from '../TransferDialog.styles';

export interface PayoutAmountFieldsProps {
  /** The amount as kept text ('1500000.5'), its handlers and its message. */
  amount: {
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    error?: string;
  };
  /** The amount input, for the form's focus on error. */
  amountInputRef: Ref<HTMLInputElement>;
  /** The currency select's registration, value and message. */
  currency: { registration: UseFormRegisterReturn; value: string; error?: string };
  /** The wallets a payout can be debited from. */
  wallets: readonly PayoutWallet[];
  /** The fee a payout of this amount costs, in its currency. */
  feeFor: (amount: number, currency: string) => number;
}

/**
 * Amount and debit currency, with the wallet's available balance under the amount and a
 * warning when amount plus fee is more than it: the payout would fail at the provider.
 */
export function PayoutAmountFields({
  amount,
  amountInputRef,
  currency,
  wallets,
  feeFor,
}: PayoutAmountFieldsProps) {
  const wallet = wallets.find((item) => item.currency === currency.value);
  const value = amountValue(amount.value);
  const total = value && value > 0 ? totalDebit(value, feeFor(value, currency.value)) : 0;
  const overBalance = wallet !== undefined && total > wallet.availableBalance;
  return (
    <>
      <FieldRow>
        <AmountField
          ref={amountInputRef}
          label="Amount"
          required
          prefix={currency.value || undefined}
          value={amount.value}
          onValueChange={amount.onChange}
          onBlur={amount.onBlur}
          error={amount.error}
          helpText={
            wallet
              ? `Available balance: ${money(wallet.availableBalance, wallet.currency)}`
              : undefined
          }
        />
        <Select
          label="Currency"
          required
          options={wallets.map((item) => ({ value: item.currency, label: item.currency }))}
          error={currency.error}
          {...currency.registration}
        />
      </FieldRow>
      {overBalance && wallet ? (
        <Banner tone="orange" title="More than the available balance">
          {`Amount plus fee is ${money(total, wallet.currency)}, but the ${wallet.currency} wallet holds ${money(wallet.availableBalance, wallet.currency)}. The payout will fail unless the wallet is funded first.`}
        </Banner>
      ) : null}
    </>
  );
}
