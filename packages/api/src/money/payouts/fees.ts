/**
 * The payout fee schedule: NIP-like bands for NGN, a flat 1.00 for other currencies. The API has
 * no fee quote, so the transfer modal shows this before the money moves, and the sandbox
 * charges the same, so what the merchant confirms is what the payout record shows.
 */
export function payoutFee(amount: number, currency: string): number {
  if (currency !== 'NGN') return 1;
  if (amount <= 5_000) return 10.75;
  if (amount <= 50_000) return 26.88;
  return 53.75;
}
