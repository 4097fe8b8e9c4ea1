import type { FoundRecord, RecordKind } from '@merchant/api/contract';
import { Badge, formatDate, money, type StatusMapEntry } from '@merchant/ui';

/**
 * A found record as the search shows it: its status read through its own list's table, which
 * comes with the list's code (so the search loads no list before it is asked).
 */
export type ShownRecord = FoundRecord & {
  /** The status as its list shows it; none when the record has no status. */
  badge?: StatusMapEntry;
};

/** Each kind's group heading, named as the menu names its list. */
const HEADINGS: Record<RecordKind, string> = {
  transaction: 'Transactions',
  refund: 'Refunds',
  payout: 'Payouts',
  settlement: 'Settlements',
  chargeback: 'Chargebacks',
  customer: 'Customers',
  paymentLink: 'Payment Links',
  invoice: 'Invoices',
};

export const kindHeading = (kind: RecordKind) => HEADINGS[kind];

/** A found record as a row of the results: its reference; amount, date and who; its status. */
export function foundItem(found: ShownRecord, id: string) {
  const description = [
    found.amount === undefined ? undefined : money(found.amount, found.currency),
    found.date ? formatDate(found.date, 'detail') : undefined,
    found.detail,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    id,
    label: found.reference,
    description,
    end: found.badge ? <Badge tone={found.badge.tone}>{found.badge.label}</Badge> : undefined,
  };
}
