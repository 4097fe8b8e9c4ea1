import * as z from 'zod/mini';
import type { InvoiceItemValues } from '../types';

/** The wizard's messages; the spec fixes only the 200-character item description. */
export const invoiceMessages = {
  customerNameRequired: 'Customer name is required!',
  companyNameRequired: 'Company name is required!',
  customerEmailRequired: 'Customer email is required!',
  companyEmailRequired: 'Company email is required!',
  titleRequired: 'Invoice title is required!',
  dueDateRequired: 'Due date is required!',
  currencyRequired: 'Currency is required!',
  itemRequired: 'Item description is required!',
  itemTooLong: 'Item description must be at most 200 characters',
  itemsRequired: 'Add at least one item',
  priceInvalid: 'Unit price must be a number above 0',
  quantityInvalid: 'Quantity must be a whole number above 0',
  wholeNumber: 'Enter a whole number',
} as const;

export const ITEM_DESCRIPTION_MAX = 200;

const positive = (message: string, whole = false) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((text) => {
        const value = Number(text.replace(/,/g, ''));
        return (
          text !== '' && Number.isFinite(value) && value > 0 && (!whole || Number.isInteger(value))
        );
      }, message),
    ),
    z.transform((text) => Number(text.replace(/,/g, ''))),
  );

/** Discount and tax "are parsed as integers" (part 1 section 5); empty reads 0. */
const integer = z.pipe(
  z.string().check(
    z.trim(),
    z.refine(
      (text) => text === '' || /^-?\d+$/.test(text.replace(/,/g, '')),
      invoiceMessages.wholeNumber,
    ),
  ),
  z.transform((text) => (text === '' ? 0 : Number.parseInt(text.replace(/,/g, ''), 10))),
);

/** Step one, 'Business Details': Next needs all four, with no e-mail format check (section 5). */
export const businessDetailsSchema = z.object({
  customerName: z.string().check(z.trim(), z.minLength(1, invoiceMessages.customerNameRequired)),
  companyName: z.string().check(z.trim(), z.minLength(1, invoiceMessages.companyNameRequired)),
  emailAddress: z.string().check(z.trim(), z.minLength(1, invoiceMessages.customerEmailRequired)),
  companyEmailAddress: z
    .string()
    .check(z.trim(), z.minLength(1, invoiceMessages.companyEmailRequired)),
});

/** Step two, 'Invoice Details'. */
export const invoiceDetailsSchema = z.object({
  invoiceTitle: z.string().check(z.trim(), z.minLength(1, invoiceMessages.titleRequired)),
  dueDate: z.string().check(z.minLength(1, invoiceMessages.dueDateRequired)),
  currencyId: z.string().check(z.minLength(1, invoiceMessages.currencyRequired)),
  items: z
    .array(
      z.object({
        item: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, invoiceMessages.itemRequired),
            z.maxLength(ITEM_DESCRIPTION_MAX, invoiceMessages.itemTooLong),
          ),
        amount: positive(invoiceMessages.priceInvalid),
        quantity: positive(invoiceMessages.quantityInvalid, true),
      }),
    )
    .check(z.minLength(1, invoiceMessages.itemsRequired)),
  description: z.string().check(z.trim()),
  discount: integer,
  tax: integer,
});

export type BusinessDetailsValues = z.input<typeof businessDetailsSchema>;
export type InvoiceDetailsFormValues = z.input<typeof invoiceDetailsSchema>;
export type InvoiceDetailsValues = z.output<typeof invoiceDetailsSchema>;

/** Subtotal Σ price × quantity, and TOTAL = subtotal − |discount| + |tax| (section 5). */
export function invoiceTotals(items: readonly InvoiceItemValues[], discount: number, tax: number) {
  const subtotal = items.reduce((sum, line) => sum + line.amount * line.quantity, 0);
  return { subtotal, total: subtotal - Math.abs(discount) + Math.abs(tax) };
}

/** The live totals while typing: lines not yet numbers count as 0. */
export function draftTotals(values: Pick<InvoiceDetailsFormValues, 'items' | 'discount' | 'tax'>) {
  const number = (text: string | undefined) => {
    const value = Number((text ?? '').replace(/,/g, ''));
    return Number.isFinite(value) ? value : 0;
  };
  const integerOf = (text: string | undefined) => Math.trunc(number(text));
  return invoiceTotals(
    (values.items ?? []).map((line) => ({
      item: line.item ?? '',
      amount: number(line.amount),
      quantity: number(line.quantity),
    })),
    integerOf(values.discount),
    integerOf(values.tax),
  );
}
