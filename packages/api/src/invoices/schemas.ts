import * as z from 'zod/mini';
import { list, listResponse, numeric, optionalId, optionalText, status } from '../core/schema';

/** The invoice statuses the API sends and the status filter sends back (part 1 section 4 and "Invoices"), in the spec's order. */
export const INVOICE_STATUSES = ['Successful', 'Initiated', 'Awaiting-Confirmation'] as const;
/** A status the spec names for an invoice. */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const invoice = z.object({
  id: optionalId,
  title: z.string(),
  reference: z.string(),
  currency: z.string(),
  amount: numeric,
  dueDate: z.string(),
  /** One of INVOICE_STATUSES (shown Paid, Unpaid, Pending), or another word the server sends. */
  status: status(INVOICE_STATUSES),
  /** Token of the payment page: {gateway root}/invoice/{reference}/{payment_link}. */
  payment_link: optionalText,
});
export type Invoice = z.infer<typeof invoice>;

/** `fetchInvoices`: items, at the top or under data. */
export const invoicesResponse = listResponse(z.object({ items: list(invoice) }));

/** The status filter sends an invoice status (part 1 "Invoices"). */
export type InvoiceStatusFilter = InvoiceStatus;

const invoiceItem = z.object({ amount: z.number(), quantity: z.number(), item: z.string() });

/** `createInvoice`. */
export const newInvoice = z.object({
  invoiceTitle: z.string(),
  description: z.string(),
  /** The computed total: sum of unit price x quantity, minus |discount|, plus |tax|. */
  amount: z.number(),
  /** 'YYYY-MM-DD'. */
  dueDate: z.string(),
  discount: z.number(),
  tax: z.number(),
  invoiceItems: z.array(invoiceItem),
  currencyId: z.union([z.string(), z.number()]),
  businessDetails: z.object({
    customerName: z.string(),
    companyName: z.string(),
    emailAddress: z.string(),
    companyEmailAddress: z.string(),
  }),
});
export type NewInvoice = z.infer<typeof newInvoice>;
