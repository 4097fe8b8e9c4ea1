import {
  PRODUCT_BANK_CODE,
  payoutFee,
  resolveBeneficiary,
  useBanks,
  useInitiatePayout,
  usePayouts,
  useWalletBalances,
  type NewPayout,
} from '@merchant/api';
import type { AccountQuery, PayoutInstruction } from '@merchant/screens';
import { MoneyOutcomeDialog, TransferDialog } from '@merchant/screens';
import { lookUpBankAccount } from '../../../app/bankAccountLookup';
import { useMoneyAction } from '../../../app/money/useMoneyAction';
import { toRemoteData } from '../../../app/toRemoteData';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { TRANSFER_DIALOG, VERIFY_DIALOG } from './dialogs';
import { payoutRecipients } from './payoutRecipients';
import { loadPayoutRecords, payoutInstruction } from './payoutRecords';

/** A bank account resolves through payout/account/resolve; merchant and mobile ones through beneficiary/resolve. */
async function lookUpAccount({ type, accountNumber, bankCode }: AccountQuery) {
  if (type === 'Bank') return lookUpBankAccount({ accountNumber, bankCode: bankCode ?? '' });
  return (await resolveBeneficiary({ type, accountNumber, bankCode: PRODUCT_BANK_CODE }))
    .accountName;
}

const toNewPayout = (instruction: PayoutInstruction): NewPayout => ({
  type: instruction.type,
  accountName: instruction.accountName,
  accountNumber: instruction.accountNumber,
  amount: instruction.amount,
  creditCurrency: instruction.currency,
  bankCode: instruction.bankCode,
  bankId: instruction.bankId,
  description: instruction.description,
});

/**
 * The 'Transfer' modal of part 2 section 4, then by the answer '00' (toast, close; the lists
 * refresh), '007' (the OTP modal for the batch) or a refusal (the message, fallback 'Unable to
 * initiate payout at the moment'). No answer, or the payout recorded twice, puts the money
 * notice in the form's place (ADR 015).
 */
export function PayoutFlow({ defaultCurrency }: { defaultCurrency: string }) {
  const transfer = useUrlDialog(TRANSFER_DIALOG);
  const verify = useUrlDialog(VERIFY_DIALOG);
  const wallets = useWalletBalances();
  const banks = useBanks();
  const payouts = usePayouts();
  const initiate = useMoneyAction({
    name: 'payout-initiate',
    action: 'payout',
    list: 'payouts',
    mutation: useInitiatePayout(),
    instructionsOf: (lines: NewPayout[]) => lines.map(payoutInstruction),
    loadRecords: loadPayoutRecords,
    onDone: (result) => {
      if (result.outcome === 'completed') transfer.close();
      // One dialog at a time: the OTP modal takes the transfer modal's place.
      else verify.open(result.batchId);
    },
    title: 'Transfer',
    onClose: transfer.close,
  });

  if (initiate.outcome) return <MoneyOutcomeDialog {...initiate.outcome} />;
  return (
    <TransferDialog
      open
      onClose={initiate.close}
      // payoutDetails is an array (part 2 section 3); the modal sends one line.
      onSubmit={(instruction) => initiate.submit([toNewPayout(instruction)])}
      wallets={(wallets.data ?? []).map((wallet) => ({
        currency: wallet.currencyShortName,
        availableBalance: wallet.availableBalance,
      }))}
      defaultCurrency={defaultCurrency}
      banks={banks.data ?? []}
      recipients={toRemoteData(payouts, (page) => payoutRecipients(page.items))}
      onResolveAccount={lookUpAccount}
      feeFor={payoutFee}
      submitState={initiate.submitState}
      errorMessage={initiate.errorMessage}
    />
  );
}
