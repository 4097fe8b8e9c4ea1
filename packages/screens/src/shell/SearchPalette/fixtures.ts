import { buildChargebackRow } from '../../chargebacks/fixtures';
import { buildPayoutRow, settlementRows } from '../../money/fixtures';
import { resolveStatus } from '@merchant/ui';
import { chargebackStatusMap } from '../../chargebacks/status';
import { payoutStatusMap } from '../../money/payouts/status';
import { settlementStatusMap } from '../../money/settlements/status';
import { transactionStatusMap } from '../../transactions/status';
import type { ShownRecord } from './foundKinds';
import type { FoundRecords } from './SearchPalette';

/**
 * A found record for a story. The palette reads only the fields beside `record` (and a payment
 * link's flag); the record itself goes back to the app to open, so a story's rows stand in.
 */
const found = (fields: Omit<ShownRecord, 'record'>, record: object) =>
  ({ ...fields, record }) as ShownRecord;

const settlement = settlementRows[0]!;
const chargeback = buildChargebackRow({ paymentReference: 'PAY-104233' });
const payout = buildPayoutRow({ payoutReference: 'PYT-200118' });

/** A transaction found by its payment reference. */
export const foundTransaction = found(
  {
    kind: 'transaction',
    reference: 'PAY-104233',
    detail: 'ada.obi@example.com',
    amount: 25_000,
    currency: 'NGN',
    status: 'Successful',
    badge: resolveStatus(transactionStatusMap, 'Successful'),
    date: '2026-11-12T09:30:00.000Z',
  },
  { paymentReference: 'PAY-104233' },
);

/** The chargeback raised on that transaction. */
const foundChargeback = found(
  {
    kind: 'chargeback',
    reference: 'PAY-104233',
    detail: chargeback.customerEmail,
    amount: chargeback.amount,
    currency: chargeback.currency,
    status: chargeback.status,
    badge: resolveStatus(chargebackStatusMap, chargeback.status),
    date: chargeback.dateCreated,
  },
  chargeback,
);

export const foundSettlement = found(
  {
    kind: 'settlement',
    reference: settlement.transactionReference ?? '',
    detail: settlement.subsidiaryName,
    amount: settlement.transactionAmount,
    currency: settlement.currency,
    status: settlement.settlementStatus,
    badge: resolveStatus(settlementStatusMap, settlement.settlementStatus),
    date: settlement.dateCreated,
  },
  settlement,
);

export const foundPayout = found(
  {
    kind: 'payout',
    reference: payout.payoutReference ?? '',
    detail: payout.recipientName,
    amount: payout.amount,
    currency: payout.debitCurrency,
    status: payout.status,
    badge: resolveStatus(payoutStatusMap, payout.status),
    date: payout.dateInitiated,
  },
  payout,
);

/** What a payment reference finds: the transaction, then its chargeback, no refund. */
export const foundByPaymentReference: FoundRecords = {
  text: 'PAY-104233',
  kinds: [
    { kind: 'transaction', results: { status: 'ready', records: [foundTransaction] } },
    { kind: 'chargeback', results: { status: 'ready', records: [foundChargeback] } },
    { kind: 'refund', results: { status: 'ready', records: [] } },
  ],
};
