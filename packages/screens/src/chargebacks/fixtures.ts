import type { ChargebackDetails, ChargebackFeedbackEntry, ChargebackRow } from './types';

/** The fixed "now" of every chargeback story, so countdowns read the same on every run. */
export const STORY_NOW = new Date('2026-11-23T12:00:00Z');

/** A date `hours` from STORY_NOW (negative for the past). */
export const hoursFromNow = (hours: number) =>
  new Date(STORY_NOW.getTime() + hours * 3_600_000).toISOString();

/** An Admin comment asking for proof, with overrides. */
export function buildFeedback(
  overrides: Partial<ChargebackFeedbackEntry> = {},
): ChargebackFeedbackEntry {
  return {
    id: '501',
    author: 'Admin',
    isFinalComment: false,
    comment: 'The cardholder says the goods were not delivered. Kindly share proof of delivery.',
    dateCreated: '2026-11-18T09:30:00Z',
    proofs: [],
    ...overrides,
  };
}

/** A Pending NGN chargeback due in 3 days, with every field filled, with overrides. */
export function buildChargebackDetails(
  overrides: Partial<ChargebackDetails> = {},
): ChargebackDetails {
  return {
    id: '730112',
    dateCreated: '2026-11-18T09:30:00Z',
    status: 'Pending',
    dueDate: hoursFromNow(72 + 5),
    currency: 'NGN',
    amount: 45000,
    paymentChannel: 'Card',
    customerName: 'Chidi Nwosu',
    customerEmail: 'chidi.nwosu@gmail.com',
    customerPhone: '+2348031234567',
    merchantName: 'Lagos Fresh Foods Ltd',
    merchantId: '101',
    merchantEmail: 'support@lagosfreshfoods.ng',
    transactionCurrency: 'NGN',
    transactionAmount: 45000,
    totalChargedAmount: 45337.5,
    paymentReference: 'PAY-20261118-7731',
    orderReference: 'ORD-9KQ2ZT',
    fee: 675,
    customerFee: 337.5,
    merchantFee: 337.5,
    feedback: [
      buildFeedback({
        id: '503',
        author: 'Admin',
        isFinalComment: true,
        comment: 'Thank you. The proof has been sent to the issuing bank.',
        dateCreated: '2026-11-20T15:00:00Z',
      }),
      buildFeedback({
        id: '502',
        author: 'Merchant',
        comment: 'The order was delivered on 12 November. Signed waybill attached.',
        dateCreated: '2026-11-19T10:15:00Z',
        proofs: [
          { id: '9001', url: 'https://files.example.ng/chargebacks/730112/waybill.pdf' },
          { id: '9002', url: 'https://files.example.ng/chargebacks/730112/delivery%20photo.jpg' },
        ],
      }),
      buildFeedback(),
    ],
    ...overrides,
  };
}

const STATUSES = ['New', 'Pending', 'Awaiting Response', 'Won', 'Lost', 'Accepted'] as const;

/** A Pending NGN chargeback row due in 3 days, with overrides. */
export function buildChargebackRow(overrides: Partial<ChargebackRow> = {}): ChargebackRow {
  return {
    id: '730112',
    amount: 45000,
    currency: 'NGN',
    status: 'Pending',
    balance: 45000,
    orderReference: 'ORD-9KQ2ZT',
    paymentReference: 'PAY-20261118-7731',
    dueDate: hoursFromNow(77),
    dateCreated: '2026-11-18T09:30:00Z',
    customerEmail: 'chidi.nwosu@gmail.com',
    ...overrides,
  };
}

/** `count` rows cycling through the statuses, newest first. */
export function buildChargebackRows(count: number): ChargebackRow[] {
  return Array.from({ length: count }, (_, index) =>
    buildChargebackRow({
      id: String(730200 - index),
      status: STATUSES[index % STATUSES.length],
      amount: 5000 + index * 1250,
      balance: 5000 + index * 1250,
      orderReference: `ORD-${String(1000 + index)}`,
      paymentReference: `PAY-20261118-${String(8000 + index)}`,
      dueDate: hoursFromNow(24 * 7 - index * 20),
    }),
  );
}
