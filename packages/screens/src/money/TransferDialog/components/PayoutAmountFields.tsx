import { AmountField, Banner, Select, amountValue, money } from '@merchant/ui';
import type { BoundInput } from '../../../forms/fields';
import type { PayoutWallet } from '../../types';
import { totalDebit } from '../TransferDialog.schema';
import { FieldRow } from '../TransferDialog.styles';

export interface PayoutAmountFieldsProps {
  /** The amount field, its value kept as text ('1500000.5'). */
  amount: BoundInput<string>;
  /** The debit currency's field. */
  currency: BoundInput<string>;
  /** The wallets a payout can be debited from. */
  wallets: readonly PayoutWallet[];
  /** The fee a payout of this amount costs, in its currency. */
  feeFor: (amount: number, currency: string) => number;
}

/**
 * Amount and debit currency, with the wallet's available balance under the amount and a
 * warning when amount plus fee is more than it: the payout would fail at the provider.
 */
export function PayoutAmountFields({ amount, currency, wallets, feeFor }: PayoutAmountFieldsProps) {
  // The amount field groups the digits as they are typed and reports the plain amount.
  const { onChange: onAmountChange, ...amountInput } = amount;
  const wallet = wallets.find((item) => item.currency === currency.value);
  const value = amountValue(amount.value);
  const total = value && value > 0 ? totalDebit(value, feeFor(value, currency.value)) : 0;
  const overBalance = wallet !== undefined && total > wallet.availableBalance;
  return (
    <>
      <FieldRow>
        <AmountField
          label="Amount"
          required
          prefix={currency.value || undefined}
          {...amountInput}
          onValueChange={onAmountChange}
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
          {...currency}
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
