import * as z from 'zod';
import { id, list, listResponse, numeric, optionalText } from '../core/schema';

const invoice = z.object({
  id: id.nullish().transform((value) => value ?? undefined),
  title: z.string(),
  reference: z.string(),
  currency: z.string(),
  amount: numeric,
  dueDate: z.string(),
  /** Successful (shown Paid), Initiated (Unpaid) or Awaiting-Confirmation (Pending). */
  status: z.string(),
  /** Token of the payment page: {gateway root}/invoice/{reference}/{payment_link}. */
  payment_link: optionalText,
});
export type Invoice = z.infer<typeof invoice>;

/** `fetchInvoices`: items, at the top or under data. */
export const invoicesResponse = listResponse(z.object({ items: list(invoice) }));

export const INVOICE_STATUS_FILTERS = ['Successful', 'Initiated', 'Awaiting-Confirmation'] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

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
