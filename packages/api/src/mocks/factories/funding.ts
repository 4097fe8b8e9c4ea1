import { DEMO_BUSINESS_IDS } from '../data/auth';
import { sandboxNow, type SeedContext } from '../db';
import { createRandom, seedFromName } from '../random';
import { amount, daysAgo, reference } from './common';

/** A funding of a wallet; `method` may be missing (the screen shows 'N/A'). */
export interface FundingRecord {
  id: string;
  subsidiaryId: string;
  currency: string;
  amount: number;
  method: string | null;
  fee: number;
  status: 'Successful' | 'Pending' | 'Failed';
  paymentReference: string;
  orderReference: string;
  dateCreated: string;
}

type FactoryContext = Pick<SeedContext, 'random' | 'now'>;

export function buildFunding(
  overrides: Partial<FundingRecord> = {},
  { random, now }: FactoryContext = {
    random: createRandom(seedFromName('funding')),
    now: sandboxNow(),
  },
): FundingRecord {
  const value = amount(random, 10_000, 2_000_000);
  return {
    id: random.digits(7),
    subsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
    currency: 'NGN',
    amount: value,
    method: random.pick(['Bank Transfer', 'Card', 'USSD', null]),
    fee: Math.min(Math.round(value * 0.5) / 100, 1_000),
    status: random.pick(['Successful', 'Successful', 'Successful', 'Pending', 'Failed'] as const),
    paymentReference: reference('FND', random),
    orderReference: reference('ORD', random),
    dateCreated: daysAgo(now, random.int(0, 150), random),
    ...overrides,
  };
}
