import { describe, expect, it } from 'vitest';
import type { ChargebackDetail } from '@merchant/api';
import { toChargebackDetails } from './toChargebackDetails';

const detail = (overrides: Partial<ChargebackDetail['chargeback']> = {}): ChargebackDetail => ({
  chargeback: {
    dateCreated: '2026-11-18T09:30:00Z',
    dueDate: '2026-11-25T09:30:00Z',
    chargebackStatus: { name: 'Pending' },
    currency: undefined,
    amount: 45000,
    subsidiaryChargebackDispute: [
      {
        id: '2',
        isAdmin: false,
        isFinalComment: false,
        comment: 'Delivered',
        dateCreated: '2026-11-19T10:00:00Z',
        subsidiaryChargebackDisputeProof: [{ id: '9', proof: 'https://files.example.ng/a.pdf' }],
      },
      {
        id: '1',
        isAdmin: true,
        isFinalComment: true,
        comment: 'Closed',
        dateCreated: '2026-11-18T10:00:00Z',
        subsidiaryChargebackDisputeProof: [],
      },
    ],
    ...overrides,
  },
  order: {
    paymentType: undefined,
    customer: {
      firstName: 'Chidi',
      lastName: 'Nwosu',
      emailAddress: 'c@n.ng',
      mobileNumber: undefined,
    },
    subsidiary: { name: 'Naija Threads', id: undefined, supportEmail: undefined },
    currency: undefined,
    amount: 45000,
    totalChargedAmount: undefined,
    paymentReference: 'PAY-1',
    orderReference: 'ORD-1',
    fee: undefined,
    customerFee: undefined,
    subsidiaryFee: undefined,
  },
});

describe('toChargebackDetails', () => {
  it('falls back to NGN for the chargeback and the order', () => {
    const view = toChargebackDetails('7', detail());
    expect(view.currency).toBe('NGN');
    expect(view.transactionCurrency).toBe('NGN');
  });

  it("keeps the order's own currency when it has one", () => {
    const view = toChargebackDetails('7', detail({ currency: { name: 'USD' } }));
    expect(view.currency).toBe('USD');
    expect(view.transactionCurrency).toBe('USD');
  });

  it('labels feedback Admin or Merchant, keeps the order and links proofs', () => {
    const view = toChargebackDetails('7', detail());
    expect(view.feedback.map((entry) => [entry.author, entry.isFinalComment])).toEqual([
      ['Merchant', false],
      ['Admin', true],
    ]);
    expect(view.feedback[0]?.proofs).toEqual([{ id: '9', url: 'https://files.example.ng/a.pdf' }]);
  });

  it('leaves missing fields empty for the screen to word', () => {
    const view = toChargebackDetails('7', detail());
    expect(view).toMatchObject({
      paymentChannel: undefined,
      merchantId: undefined,
      merchantEmail: undefined,
      customerName: 'Chidi Nwosu',
      dueDate: '2026-11-25T09:30:00Z',
    });
  });
});
