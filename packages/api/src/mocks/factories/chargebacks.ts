import { DEMO_BUSINESS_IDS } from '../data/auth';
import { sandboxNow, type SeedContext } from '../db';
import { createRandom, seedFromName } from '../random';
import { amount, daysAgo, emailFor, mobileNumber, personName, reference } from './common';
import type { ChargebackStatus } from '../../chargebacks/schemas';

/** One Feedback Threads entry: Admin (the provider's staff) or Merchant. */
interface ChargebackFeedbackRecord {
  id: string;
  isAdmin: boolean;
  isFinalComment: boolean;
  comment: string;
  dateCreated: string;
  proofs: { id: string; proof: string }[];
}

/** The order a chargeback disputes, as the detail call answers it. */
interface ChargebackOrderRecord {
  paymentType: string | null;
  customer: { firstName: string; lastName: string; emailAddress: string; mobileNumber: string };
  subsidiary: { name: string; id: string; supportEmail: string | null };
  currency: string;
  amount: number;
  totalChargedAmount: number;
  paymentReference: string;
  orderReference: string;
  fee: number;
  customerFee: number;
  subsidiaryFee: number;
}

export interface ChargebackRecord {
  id: string;
  subsidiaryId: string;
  amount: number;
  /** Assessment is a word the spec filters by but does not colour: the lenient case. */
  status: ChargebackStatus | 'Assessment';
  balance: number;
  transactionReference: string;
  dueDate: string;
  currency: string;
  dateCreated: string;
  customerEmail: string;
  merchantName: string;
  /** The payment reference. */
  rrn: string;
  order: ChargebackOrderRecord;
  feedback: ChargebackFeedbackRecord[];
}

type FactoryContext = Pick<SeedContext, 'random' | 'now'>;

const ADMIN_COMMENTS = [
  'The cardholder says the goods were not delivered. Kindly share proof of delivery.',
  'The issuing bank reports this payment as unauthorised. Please provide evidence of the customer’s consent.',
  'The customer was charged twice for one order. Please confirm whether a refund was made.',
];

export function buildChargeback(
  overrides: Partial<ChargebackRecord> = {},
  { random, now }: FactoryContext = {
    random: createRandom(seedFromName('chargeback')),
    now: sandboxNow(),
  },
): ChargebackRecord {
  const { firstName, lastName } = personName(random);
  const customerEmail = emailFor(firstName, lastName, random);
  const orderAmount = amount(random, 5_000, 600_000);
  const value = random.bool(0.7) ? orderAmount : Math.round(orderAmount * 0.5 * 100) / 100;
  const fee = Math.min(Math.round(orderAmount * 1.5) / 100, 2_000);
  const dateCreated = daysAgo(now, random.int(0, 90), random);
  const rrn = reference('PAY', random);
  return {
    id: random.digits(6),
    subsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
    amount: value,
    status: random.pick([
      'New',
      'Pending',
      'Awaiting Response',
      'Assessment',
      'Won',
      'Lost',
      'Accepted',
    ] as const),
    balance: value,
    transactionReference: reference('ORD', random),
    dueDate: new Date(new Date(dateCreated).getTime() + 7 * 86_400_000).toISOString(),
    currency: 'NGN',
    dateCreated,
    customerEmail,
    merchantName: 'Lagos Fresh Foods Ltd',
    rrn,
    order: {
      paymentType: random.pick(['Card', 'Bank Transfer', 'USSD', null]),
      customer: {
        firstName,
        lastName,
        emailAddress: customerEmail,
        mobileNumber: mobileNumber(random),
      },
      subsidiary: {
        name: 'Lagos Fresh Foods Ltd',
        id: DEMO_BUSINESS_IDS.lagosFreshFoods,
        supportEmail: random.bool(0.8) ? 'support@lagosfreshfoods.ng' : null,
      },
      currency: 'NGN',
      amount: orderAmount,
      totalChargedAmount: Math.round((orderAmount + fee / 2) * 100) / 100,
      paymentReference: rrn,
      orderReference: reference('ORD', random),
      fee,
      customerFee: Math.round((fee / 2) * 100) / 100,
      subsidiaryFee: Math.round((fee / 2) * 100) / 100,
    },
    feedback: [
      {
        id: random.digits(6),
        isAdmin: true,
        isFinalComment: false,
        comment: random.pick(ADMIN_COMMENTS),
        dateCreated,
        proofs: [],
      },
    ],
    ...overrides,
  };
}
