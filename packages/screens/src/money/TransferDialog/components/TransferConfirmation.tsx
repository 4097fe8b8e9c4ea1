import { Banner, Button, DescriptionList, money, OfflineGated } from '@merchant/ui';
import { useSubmitOnce } from '../../../forms/useSubmitOnce';
import type { SubmitState } from '../../../types';
import type { PayoutInstruction, PayoutWallet } from '../../types';
import { ACCOUNT_LABELS, totalDebit } from '../TransferDialog.schema';
import { Review, TransferActions } from '../TransferDialog.styles';

export interface TransferConfirmationProps {
  /** The payout to send. */
  instruction: PayoutInstruction;
  /** Its fee, in its currency. */
  fee: number;
  /** The wallet it is debited from, when known. */
  wallet?: PayoutWallet;
  /** Sends the payout. */
  onConfirm: (instruction: PayoutInstruction) => void;
  /** Back to the form, with what was typed. */
  onBack: () => void;
  /** Progress of the payout. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
}

/**
 * The last look before the money moves: recipient, account, bank, amount, currency, fee and
 * the total debit. Confirm sends once: a second click, or a click while the first is in
 * flight, does nothing until the server has answered with an error.
 */
export function TransferConfirmation({
  instruction,
  fee,
  wallet,
  onConfirm,
  onBack,
  submitState,
  errorMessage,
}: TransferConfirmationProps) {
  const pending = submitState === 'pending';
  const once = useSubmitOnce(submitState);

  const { currency } = instruction;
  const total = totalDebit(instruction.amount, fee);
  const confirm = once(() => onConfirm(instruction));

  return (
    <Review role="region" aria-label="Transfer summary">
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <DescriptionList
        columns={1}
        items={[
          { label: 'Recipient', value: instruction.accountName },
          { label: ACCOUNT_LABELS[instruction.type], value: instruction.accountNumber },
          { label: 'Bank', value: instruction.bankName ?? instruction.type },
          { label: 'Amount', value: money(instruction.amount, currency) },
          { label: 'Currency', value: currency },
          { label: 'Fee', value: money(fee, currency) },
          { label: 'Total debit', value: money(total, currency) },
          { label: 'Description', value: instruction.description },
        ]}
      />
      {wallet && total > wallet.availableBalance ? (
        <Banner tone="orange" title="More than the available balance">
          {`The ${currency} wallet holds ${money(wallet.availableBalance, currency)}. The payout will fail unless the wallet is funded first.`}
        </Banner>
      ) : null}
      <TransferActions>
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <OfflineGated action="make a transfer">
          {(gate) => (
            <Button
              onClick={confirm}
              loading={pending}
              disabled={gate.disabled}
              aria-describedby={gate.reason && gate.reasonId}
            >
              {`Send ${money(instruction.amount, currency)}`}
            </Button>
          )}
        </OfflineGated>
      </TransferActions>
    </Review>
  );
}
