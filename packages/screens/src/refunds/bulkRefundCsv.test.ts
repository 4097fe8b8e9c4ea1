import { describe, expect, it } from 'vitest';
import { parseBulkRefundCsv } from './bulkRefundCsv';

describe('parseBulkRefundCsv', () => {
  it('reads one refund per row after the header', () => {
    expect(
      parseBulkRefundCsv(
        '\uFEFFTransaction Reference,Amount,Reason\r\nPAY-1,"1,500.50",Damaged\r\nPAY-2,20,\r\n',
      ),
    ).toEqual({
      status: 'ok',
      refunds: [
        { transactionReference: 'PAY-1', amount: 1500.5, reason: 'Damaged' },
        { transactionReference: 'PAY-2', amount: 20, reason: '' },
      ],
    });
  });

  it('finds no refund in a header-only file', () => {
    expect(parseBulkRefundCsv('transactionReference,amount,reason\n')).toEqual({ status: 'empty' });
    expect(parseBulkRefundCsv('')).toEqual({ status: 'empty' });
  });

  it('lists every bad row by its number in the file', () => {
    expect(
      parseBulkRefundCsv(
        'transactionReference,amount,reason\n,10,a\nPAY-2,ten,b\nPAY-3,5,c\nPAY-4,-1,',
      ),
    ).toEqual({
      status: 'invalid',
      problems: [
        'Row 2: the transaction reference is missing',
        "Row 3: the amount 'ten' is not a number above 0",
        "Row 5: the amount '-1' is not a number above 0",
      ],
    });
  });

  it('refuses a reference listed twice, by row number, whatever its case', () => {
    expect(
      parseBulkRefundCsv('transactionReference,amount,reason\nPAY-1,10,a\nPAY-2,5,b\npay-1,10,a'),
    ).toEqual({
      status: 'invalid',
      problems: ['Row 4: the transaction reference pay-1 is already on row 2'],
    });
  });
});
