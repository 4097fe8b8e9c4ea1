import { defineStatusMap, normalizeStatus, type SelectOption } from '@merchant/ui';
import { INVOICE_STATUSES, type InvoiceStatus } from '@merchant/api/contract';

// The lists and types are the contract's (declared once, in the api schemas); the tables are ours.
export { INVOICE_STATUSES };
export type { InvoiceStatus };

/** What an invoice's badge reads (part 1 section 4: "Paid (green), Unpaid (red), Pending (orange)"). */
const INVOICE_DISPLAY_STATUSES = ['Paid', 'Unpaid', 'Pending'] as const;

/** The word an invoice's status is shown as. */
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

const displayOf: Readonly<Record<InvoiceStatus, InvoiceDisplayStatus>> = {
  Successful: 'Paid',
  Initiated: 'Unpaid',
  'Awaiting-Confirmation': 'Pending',
};

/**
 * The displayed word for an invoice status: Successful -> Paid, Initiated -> Unpaid,
 * Awaiting-Confirmation -> Pending. A displayed word maps to itself; anything else is undefined.
 * Spelling is compared loosely, as the API varies it.
 */
export function invoiceDisplayStatus(status: string): InvoiceDisplayStatus | undefined {
  const key = normalizeStatus(status.trim());
  const sent = INVOICE_STATUSES.find((value) => normalizeStatus(value) === key);
  if (sent) return displayOf[sent];
  return INVOICE_DISPLAY_STATUSES.find((value) => normalizeStatus(value) === key);
}

/**
 * Badge table keyed by what the API sends, so `<StatusBadge status={invoice.status} />` reads
 * Paid / Unpaid / Pending. The displayed words are keys too, in case the API sends them as is.
 */
export const invoiceStatusMap = defineStatusMap<InvoiceStatus | InvoiceDisplayStatus>({
  Successful: { label: 'Paid', tone: 'green' },
  Initiated: { label: 'Unpaid', tone: 'red' },
  'Awaiting-Confirmation': { label: 'Pending', tone: 'orange' },
  Paid: 'green',
  Unpaid: 'red',
  Pending: 'orange',
});

/**
 * The invoice status filter, part 1 "Invoices" and section 9: "Successful, Initiated,
 * Awaiting-Confirmation", sent as the status filter and labelled as the spec lists them.
 */
export const INVOICE_STATUS_FILTER_OPTIONS = INVOICE_STATUSES.map((value) => ({
  value,
  label: value,
})) satisfies readonly SelectOption[];
