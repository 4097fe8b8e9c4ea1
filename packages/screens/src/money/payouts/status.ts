import { defineStatusMap, normalizeStatus } from '@merchant/ui';
import { PAYOUT_STATUSES, type PayoutStatus } from '@merchant/api/contract';

// The lists and types are the contract's (declared once, in the api schemas); the tables are ours.
export { PAYOUT_STATUSES };
export type { PayoutStatus };

/**
 * Badge colours, part 2 section 4: "Approved, Successful green; Rejected, Failed, Declined red;
 * Processing, Pending orange; Awaiting Verification blue; Awaiting Approval indigo".
 */
export const payoutStatusMap = defineStatusMap<PayoutStatus>({
  Approved: 'green',
  Successful: 'green',
  Rejected: 'red',
  Failed: 'red',
  Declined: 'red',
  Processing: 'orange',
  Pending: 'orange',
  'Awaiting Verification': 'blue',
  'Awaiting Approval': 'indigo',
});

/** "Only Awaiting Verification allows the verify action" ('Verify Payout' in 'Payout Details'). */
export function canVerifyPayout(status: string | null | undefined): boolean {
  return normalizeStatus(status ?? '') === normalizeStatus('Awaiting Verification');
}
