import type { FoundRecord, RecordKind } from '@merchant/api/contract';
import { StatusBadge, formatDate, money, type StatusMap } from '@merchant/ui';
import { chargebackStatusMap } from '../../chargebacks/status';
import { customerStatusMap } from '../../customers/status';
import { invoiceStatusMap } from '../../invoices/status';
import { payoutStatusMap } from '../../money/payouts/status';
import { settlementStatusMap } from '../../money/settlements/status';
import { paymentLinkStatus, paymentLinkStatusMap } from '../../paymentLinks/status';
import { refundStatusMap } from '../../refunds/status';
import { orderStatusMap } from '../../transactions/status';

/** Each kind's group heading, named as the menu names its list, and its status table. */
const KINDS: Record<RecordKind, { heading: string; statuses: StatusMap }> = {
  transaction: { heading: 'Transactions', statuses: orderStatusMap },
  refund: { heading: 'Refunds', statuses: refundStatusMap },
  payout: { heading: 'Payouts', statuses: payoutStatusMap },
  settlement: { heading: 'Settlements', statuses: settlementStatusMap },
  chargeback: { heading: 'Chargebacks', statuses: chargebackStatusMap },
  customer: { heading: 'Customers', statuses: customerStatusMap },
  paymentLink: { heading: 'Payment Links', statuses: paymentLinkStatusMap },
  invoice: { heading: 'Invoices', statuses: invoiceStatusMap },
};

export const kindHeading = (kind: RecordKind) => KINDS[kind].heading;

/** A payment link sends a flag, not a status word. */
const statusOf = (found: FoundRecord) =>
  found.kind === 'paymentLink' ? paymentLinkStatus(found.record.isActive) : found.status;

/** A found record as a row of the results: its reference, amount, date and who, its status. */
export function foundItem(found: FoundRecord, id: string) {
  const status = statusOf(found);
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
    end: status ? <StatusBadge status={status} map={KINDS[found.kind].statuses} /> : undefined,
  };
}
