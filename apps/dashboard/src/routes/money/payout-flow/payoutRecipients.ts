import { BENEFICIARY_TYPES, type Payout } from '@merchant/api';
import type { PayoutRecipient } from '@merchant/screens';

/**
 * The transfer modal's 'Beneficiary' tab reads payout/all (part 2 section 7): each recipient
 * once (newest payout first), by type, account number and bank.
 */
export function payoutRecipients(payouts: readonly Payout[]): PayoutRecipient[] {
  const seen = new Map<string, PayoutRecipient>();
  for (const payout of payouts) {
    const type = BENEFICIARY_TYPES.find((candidate) => candidate === payout.transferType) ?? 'Bank';
    const accountNumber = payout.accountNumber ?? '';
    const id = `${type}:${accountNumber}:${payout.bankCode ?? ''}`;
    if (seen.has(id) || !payout.recipientName) continue;
    seen.set(id, {
      id,
      name: payout.recipientName,
      accountNumber,
      type,
      bankCode: payout.bankCode,
      bankName: payout.bankName,
    });
  }
  return [...seen.values()];
}
