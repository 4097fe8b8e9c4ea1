import { describe, expect, it } from 'vitest';
import {
  draftTotals,
  invoiceDetailsSchema,
  invoiceMessages,
  invoiceTotals,
} from './NewInvoiceWizard.schema';

const valid = {
  invoiceTitle: 'Lunch',
  dueDate: '2026-11-23',
  currencyId: '1',
  items: [{ item: 'Trays', amount: '15,000', quantity: '4' }],
  description: '',
  discount: '-5000',
  tax: '2000',
};

describe('the invoice totals', () => {
  it('subtracts the absolute discount and adds the absolute tax', () => {
    expect(
      invoiceTotals(
        [
          { item: 'a', amount: 15000, quantity: 4 },
          { item: 'b', amount: 2500, quantity: 10 },
        ],
        -5000,
        -2000,
      ),
    ).toEqual({ subtotal: 85000, total: 85000 - 5000 + 2000 });
  });

  it('reads a half-typed form as 0 and discount and tax as integers', () => {
    expect(
      draftTotals({
        items: [
          { item: '', amount: '10', quantity: '' },
          { item: '', amount: '2.5', quantity: '2' },
        ],
        discount: '1.9',
        tax: 'x',
      }),
    ).toEqual({ subtotal: 5, total: 4 });
  });
});

describe('invoiceDetailsSchema', () => {
  it('reads prices, quantities, discount and tax as numbers', () => {
    expect(invoiceDetailsSchema.parse(valid)).toMatchObject({
      items: [{ item: 'Trays', amount: 15000, quantity: 4 }],
      discount: -5000,
      tax: 2000,
    });
  });

  it('refuses a description over 200 characters and a fractional quantity', () => {
    const result = invoiceDetailsSchema.safeParse({
      ...valid,
      items: [{ item: 'x'.repeat(201), amount: '1', quantity: '1.5' }],
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([invoiceMessages.itemTooLong, invoiceMessages.quantityInvalid]);
  });
});
