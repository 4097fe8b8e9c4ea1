import { describe, expect, it } from 'vitest';
import type { Payout } from '@merchant/api';
import { payoutRecipients } from './payoutRecipients';

const payout = (overrides: Partial<Payout>): Payout => ({
  id: undefined,
  dateInitiated: undefined,
  type: undefined,
  fee: undefined,
  debitCurrency: 'NGN',
  dateSettled: undefined,
  initiator: undefined,
  approver: undefined,
  batchId: undefined,
  batchReference: undefined,
  payoutReference: undefined,
  amount: 1000,
  status: 'Successful',
  recipientName: 'Chinedu Okafor',
  accountNumber: '0123456789',
  transferType: 'Bank',
  bankCode: '058',
  bankName: 'Guaranty Trust Bank',
  ...overrides,
});

describe('payoutRecipients', () => {
  it('lists each recipient once, keeping type, account and bank', () => {
    expect(
      payoutRecipients([
        payout({}),
        payout({ amount: 5 }),
        payout({
          recipientName: 'Kano Textiles',
          accountNumber: 'MER1',
          transferType: 'Merchant',
          bankCode: undefined,
          bankName: undefined,
        }),
      ]),
    ).toEqual([
      {
        id: 'Bank:0123456789:058',
        name: 'Chinedu Okafor',
        accountNumber: '0123456789',
        type: 'Bank',
        bankCode: '058',
        bankName: 'Guaranty Trust Bank',
      },
      {
        id: 'Merchant:MER1:',
        name: 'Kano Textiles',
        accountNumber: 'MER1',
        type: 'Merchant',
        bankCode: undefined,
        bankName: undefined,
      },
    ]);
  });

  it('keeps a recipient without an account number (the modal refuses to pay it)', () => {
    expect(payoutRecipients([payout({ accountNumber: undefined })])[0]?.accountNumber).toBe('');
  });
});
