import { useRef } from 'react';
import {
  PRODUCT_BANK_CODE,
  payoutFee,
  resolveAccount,
  resolveBeneficiary,
  useBanks,
  useInitiatePayout,
  usePayouts,
  useWalletBalances,
  type NewPayout,
} from '@merchant/api';
import type { AccountQuery, PayoutInstruction } from '@merchant/screens';
import { TransferDialog } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';
import { toRemoteData } from '../../../app/toRemoteData';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { TRANSFER_DIALOG, VERIFY_DIALOG } from './dialogs';
import { payoutRecipients } from './payoutRecipients';

/** A bank account resolves through payout/account/resolve; merchant and mobile ones through beneficiary/resolve. */
async function lookUpAccount({ type, accountNumber, bankCode }: AccountQuery) {
  const answer =
    type === 'Bank'
      ? await resolveAccount({ accountNumber, bankCode: bankCode ?? '' })
      : await resolveBeneficiary({ type, accountNumber, bankCode: PRODUCT_BANK_CODE });
  return answer.accountName;
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
 * refresh), '007' (the OTP modal for the batch) or an error (the message, fallback 'Unable to
 * initiate payout at the moment').
 */
export function PayoutFlow({ defaultCurrency }: { defaultCurrency: string }) {
  const transfer = useUrlDialog(TRANSFER_DIALOG);
  const verify = useUrlDialog(VERIFY_DIALOG);
  const wallets = useWalletBalances();
  const banks = useBanks();
  const payouts = usePayouts();
  const initiate = useInitiatePayout();
  // One request per confirmation, whatever the clicks: the flag is set before the first await.
  const inFlight = useRef(false);

  const submit = async (instruction: PayoutInstruction) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      // payoutDetails is an array (part 2 section 3); the modal sends one line.
      const result = await initiate.trigger([toNewPayout(instruction)]);
      if (result.outcome === 'completed') transfer.close();
      // One dialog at a time: the OTP modal takes the transfer modal's place.
      else verify.open(result.batchId);
    } catch {
      // The message shows on the confirmation step (and as a toast); what was typed stays.
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <TransferDialog
      open
      onClose={transfer.close}
      onSubmit={(instruction) => void submit(instruction)}
      wallets={(wallets.data ?? []).map((wallet) => ({
        currency: wallet.currencyShortName,
        availableBalance: wallet.availableBalance,
      }))}
      defaultCurrency={defaultCurrency}
      banks={banks.data ?? []}
      recipients={toRemoteData(payouts, (page) => payoutRecipients(page.items))}
      onResolveAccount={lookUpAccount}
      feeFor={payoutFee}
      submitState={submitStateOf(initiate)}
      errorMessage={errorMessageOf(initiate.error)}
    />
  );
}
