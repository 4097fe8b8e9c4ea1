import { DEMO_BUSINESS_IDS } from '../data/auth';
import { sandboxNow, type SeedContext } from '../db';
import { payoutFee } from '../../money/payouts/fees';
import type { Random } from '../random';
import { createRandom, seedFromName } from '../random';
import {
  accountNumber,
  amount,
  BANKS,
  BUSINESS_NAMES,
  daysAgo,
  personName,
  reference,
} from './common';
import type { PayoutStatus } from '../../money/payouts/schemas';

/** One payout line; the lines of one initiation share a batchId. */
export interface PayoutRecord {
  id: string;
  subsidiaryId: string;
  batchId: string;
  batchReference: string;
  payoutReference: string;
  dateInitiated: string;
  dateSettled: string | null;
  recipientName: string;
  accountNumber: string;
  bankName: string | null;
  bankCode: string | null;
  amount: number;
  fee: number;
  debitCurrency: string;
  /** Bank, Merchant or Mobile: where the money goes. */
  transferType: 'Bank' | 'Merchant' | 'Mobile';
  /** Single or Bulk: how many lines the batch had. */
  type: 'Single' | 'Bulk';
  status: PayoutStatus;
  initiator: string;
  approver: string | null;
  description: string;
}

type FactoryContext = Pick<SeedContext, 'random' | 'now'>;

const SETTLED: readonly PayoutStatus[] = [
  'Successful',
  'Approved',
  'Failed',
  'Rejected',
  'Declined',
];

export function buildPayout(
  overrides: Partial<PayoutRecord> = {},
  { random, now }: FactoryContext = {
    random: createRandom(seedFromName('payout')),
    now: sandboxNow(),
  },
): PayoutRecord {
  const transferType = random.pick(['Bank', 'Bank', 'Bank', 'Merchant', 'Mobile'] as const);
  const bank = random.pick(BANKS);
  const { firstName, lastName } = personName(random);
  const value = amount(random, 2_000, 850_000);
  const status = random.pick([
    'Successful',
    'Successful',
    'Successful',
    'Processing',
    'Pending',
    'Failed',
    'Approved',
  ] as const);
  const dateInitiated = daysAgo(now, random.int(0, 60), random);
  return {
    id: random.digits(8),
    subsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
    batchId: `BATCH-${random.digits(8)}`,
    batchReference: reference('BTR', random),
    payoutReference: reference('PYT', random),
    dateInitiated,
    dateSettled: SETTLED.includes(status)
      ? new Date(new Date(dateInitiated).getTime() + 600_000).toISOString()
      : null,
    recipientName:
      transferType === 'Merchant' ? random.pick(BUSINESS_NAMES) : `${firstName} ${lastName}`,
    accountNumber: transferType === 'Mobile' ? `080${random.digits(8)}` : accountNumber(random),
    bankName: transferType === 'Bank' ? bank.name : null,
    bankCode: transferType === 'Bank' ? bank.bankCode : null,
    amount: value,
    fee: payoutFee(value, 'NGN'),
    debitCurrency: 'NGN',
    transferType,
    type: 'Single',
    status,
    initiator: 'Adaeze Okafor',
    approver: status === 'Approved' ? 'Chinedu Eze' : null,
    description: random.pick([
      'Supplier payment',
      'Staff salary',
      'Logistics',
      'Vendor settlement',
    ]),
    ...overrides,
  };
}

/** What an initiation says about one line; the rest of the row comes from the batch. */
export type PayoutLine = Pick<
  PayoutRecord,
  | 'recipientName'
  | 'accountNumber'
  | 'bankName'
  | 'bankCode'
  | 'amount'
  | 'debitCurrency'
  | 'transferType'
  | 'description'
>;

/** The rows of one initiation: one batch id and reference, a fee per line. */
export function buildPayoutBatch(
  lines: PayoutLine[],
  batch: Pick<PayoutRecord, 'subsidiaryId' | 'initiator' | 'status'>,
  random: Random,
  now = new Date(),
): PayoutRecord[] {
  const batchId = `BATCH-${random.digits(8)}`;
  const batchReference = reference('BTR', random);
  return lines.map((line) => ({
    ...line,
    ...batch,
    id: random.digits(8),
    batchId,
    batchReference,
    payoutReference: reference('PYT', random),
    dateInitiated: now.toISOString(),
    dateSettled: batch.status === 'Successful' ? now.toISOString() : null,
    fee: payoutFee(line.amount, line.debitCurrency),
    type: lines.length > 1 ? 'Bulk' : 'Single',
    approver: null,
  }));
}
