import { describe, expect, it } from 'vitest';
import { findHeader, layoutKey } from './header';

describe('findHeader', () => {
  it('finds the header under a bank title and proposes each column', () => {
    const rows = [
      ['First Bank of Nigeria', '', '', ''],
      ['Account: 3012345678', 'Period: 01-Nov-2026 to 30-Nov-2026', '', ''],
      [],
      ['Trans. Date', 'Value Date', 'Narration', 'Debit', 'Credit', 'Balance'],
      ['13-Nov-2026', '13-Nov-2026', 'NIP/STL-1', '', '5,000.00', '5,000.00'],
    ];
    expect(findHeader(rows)).toEqual({
      index: 3,
      columns: ['Trans. Date', 'Value Date', 'Narration', 'Debit', 'Credit', 'Balance'],
      mapping: { date: 0, narration: 2, credit: 4, debit: 3, balance: 5, currency: null },
    });
  });

  it('prefers the transaction date to a value date written first', () => {
    const header = findHeader([['Value Date', 'Transaction Date', 'Description', 'Money In']]);
    expect(header?.mapping.date).toBe(1);
  });

  it('takes one amount column for both sides, and a currency column', () => {
    const header = findHeader([['Date', 'Details', 'Amount', 'Currency']]);
    expect(header?.mapping).toEqual({
      date: 0,
      narration: 1,
      credit: 2,
      debit: 2,
      balance: null,
      currency: 3,
    });
  });

  it('finds nothing without a date and an amount', () => {
    expect(
      findHeader([
        ['Name', 'Email'],
        ['Ada', 'ada@example.com'],
      ]),
    ).toBeNull();
  });
});

describe('layoutKey', () => {
  it('is the set of names: order, case and blanks aside', () => {
    expect(layoutKey(['Date', 'Credit', ''])).toBe(layoutKey(['credit ', 'DATE']));
    expect(layoutKey(['Date', 'Credit'])).not.toBe(layoutKey(['Date', 'Amount']));
  });
});
