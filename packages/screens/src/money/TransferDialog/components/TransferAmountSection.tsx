import { useFormContext } from 'react-hook-form';
import { Button } from '@merchant/ui';
import { FormTextarea, useFormField } from '../../../forms/fields';
import type { PayoutWallet } from '../../types';
import { TransferActions } from '../TransferDialog.styles';
import { PayoutAmountFields } from './PayoutAmountFields';

/** The fields both transfer tabs end with. */
interface TransferAmountValues {
  amount: string;
  currency: string;
  description: string;
}

interface TransferAmountSectionProps {
  /** Wallets to debit. */
  wallets: readonly PayoutWallet[];
  /** The fee of a payout. */
  feeFor: (amount: number, currency: string) => number;
  /** Whether Continue is enabled. */
  canContinue: boolean;
  /** Cancel. */
  onCancel: () => void;
}

/**
 * How both transfer tabs end: amount and currency, description, then Cancel and Continue. It
 * reads the tab's form from react-hook-form's context (FormProvider), since the two forms share
 * these three fields but not their types.
 */
export function TransferAmountSection({
  wallets,
  feeFor,
  canContinue,
  onCancel,
}: TransferAmountSectionProps) {
  const { control } = useFormContext<TransferAmountValues>();
  // Amount and currency are laid out as one control: the currency prefixes the amount.
  const amount = useFormField({ control, name: 'amount' });
  const currency = useFormField({ control, name: 'currency' });
  return (
    <>
      <PayoutAmountFields amount={amount} currency={currency} wallets={wallets} feeFor={feeFor} />
      <FormTextarea control={control} name="description" label="Description" optional rows={2} />
      <TransferActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canContinue}>
          Continue
        </Button>
      </TransferActions>
    </>
  );
}
