import { fetchChargebacks } from '../../chargebacks/client';
import type { ReadOptions } from '../../core/http';
import { fetchCustomers } from '../../customers/client';
import { fetchInvoices } from '../../invoices/client';
import { fetchPayoutHistory } from '../../money/payouts/client';
import { fetchSettlements } from '../../money/settlements/client';
import { fetchPaymentLinks } from '../../paymentLinks/client';
import { exportRefunds } from '../../refunds/client';
import { fetchOrders } from '../../transactions/orders/client';
import type { FoundRecord, RecordKind } from './schemas';
import { looksLikeEmail, looksLikeOrderReference } from './referenceShape';

/** How many records of one kind the results show. */
const RECORDS_PER_KIND = 5;

type Finder = (text: string, options: ReadOptions) => Promise<FoundRecord[]>;

/**
 * Whether one of a record's references holds the text, as the API's own reference filters
 * match (any part, any case), for the lists whose call has no reference filter.
 */
function holds(values: readonly (string | undefined)[], text: string) {
  const wanted = text.trim().toLowerCase();
  return values.some((value) => value?.toLowerCase().includes(wanted));
}

/**
 * One call per kind, each the list's own call: with its reference (or e-mail) filter where the
 * API has one, otherwise the whole list (its export flag where it pages), matched here.
 */
const FINDERS: Record<RecordKind, Finder> = {
  transaction: async (text, options) => {
    const filter = looksLikeOrderReference(text)
      ? { orderReference: text }
      : { paymentReference: text };
    const { items } = await fetchOrders({ ...filter, limit: RECORDS_PER_KIND }, options);
    return items.map((record) => ({
      kind: 'transaction',
      record,
      reference: record.paymentReference,
      detail: record.customerEmail,
      amount: record.amount,
      currency: record.currency,
      status: record.orderStatus,
      date: record.dateCreated,
    }));
  },
  refund: async (text, options) =>
    (await exportRefunds({}, options))
      .filter((record) =>
        holds([record.refundReference, record.orderReference, record.transactionReference], text),
      )
      .map((record) => ({
        kind: 'refund',
        record,
        reference: record.refundReference ?? record.orderReference ?? '',
        detail: record.customerEmail,
        amount: record.refundAmount,
        currency: record.currency,
        status: record.refundStatus,
        date: record.dateCreated,
      })),
  payout: async (text, options) =>
    (await fetchPayoutHistory(undefined, options)).items
      .filter((record) => holds([record.payoutReference, record.batchReference], text))
      .map((record) => ({
        kind: 'payout',
        record,
        reference: record.payoutReference ?? record.batchReference ?? '',
        detail: record.recipientName,
        amount: record.amount,
        currency: record.debitCurrency,
        status: record.status,
        date: record.dateInitiated,
      })),
  settlement: async (text, options) =>
    (await fetchSettlements({ exportAll: true }, options)).items
      .filter((record) => holds([record.transactionReference], text))
      .map((record) => ({
        kind: 'settlement',
        record,
        reference: record.transactionReference ?? '',
        detail: record.subsidiaryName,
        amount: record.transactionAmount,
        currency: record.currency,
        status: record.settlementStatus,
        date: record.dateCreated,
      })),
  chargeback: async (text, options) => {
    const filter = looksLikeEmail(text) ? { email: text } : { reference: text };
    return (await fetchChargebacks(filter, options)).items.map((record) => ({
      kind: 'chargeback',
      record,
      reference: record.rrn ?? record.transactionReference ?? '',
      detail: record.customerEmail,
      amount: record.amount,
      currency: record.currency,
      status: record.status,
      date: record.dateCreated,
    }));
  },
  customer: async (text, options) =>
    (await fetchCustomers({ email: text }, options)).items.map((record) => ({
      kind: 'customer',
      record,
      reference: record.emailAddress,
      detail: record.customerName,
      status: record.status,
      date: record.dateCreated,
    })),
  paymentLink: async (text, options) =>
    (await fetchPaymentLinks({}, options)).items
      .filter((record) => holds([record.reference], text))
      .map((record) => ({
        kind: 'paymentLink',
        record,
        reference: record.reference,
        detail: record.name,
        amount: record.amount,
        currency: record.currency,
        date: record.dateCreated,
      })),
  invoice: async (text, options) =>
    (await fetchInvoices({}, options))
      .filter((record) => holds([record.reference], text))
      .map((record) => ({
        kind: 'invoice',
        record,
        reference: record.reference,
        detail: record.title,
        amount: record.amount,
        currency: record.currency,
        status: record.status,
        date: record.dueDate,
      })),
};

/** The records of one kind whose reference holds the text, at most RECORDS_PER_KIND. */
export async function findRecords(
  kind: RecordKind,
  text: string,
  options: ReadOptions = {},
): Promise<FoundRecord[]> {
  return (await FINDERS[kind](text, options)).slice(0, RECORDS_PER_KIND);
}
