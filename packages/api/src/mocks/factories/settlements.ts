import { DEMO_BUSINESS_IDS } from '../data/auth';
import { sandboxNow, type SeedContext } from '../db';
import { createRandom, seedFromName } from '../random';
import { amount, daysAgo, reference } from './common';
import type { SettlementStatus } from '../../money/settlements/schemas';

/** A settlement as the server answers it: two fields come snake-case, as the spec reads them. */
export interface SettlementRecord {
  id: string;
  subsidiaryId: string;
  subsidiaryName: string;
  transactionAmount: number;
  fee: number;
  currency: string;
  settlementStatus: SettlementStatus;
  date_created: string;
  transaction_reference: string;
}

type FactoryContext = Pick<SeedContext, 'random' | 'now'>;

export function buildSettlement(
  overrides: Partial<SettlementRecord> = {},
  { random, now }: FactoryContext = {
    random: createRandom(seedFromName('settlement')),
    now: sandboxNow(),
  },
): SettlementRecord {
  const currency = random.bool(0.8) ? 'NGN' : 'USD';
  const transactionAmount =
    currency === 'NGN' ? amount(random, 5_000, 2_500_000) : amount(random, 20, 4_000);
  const roll = random.next();
  return {
    id: random.digits(8),
    subsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
    subsidiaryName: 'Lagos Fresh Foods Ltd',
    transactionAmount,
    fee: Math.min(Math.round(transactionAmount * 1.5) / 100, currency === 'NGN' ? 2_000 : 50),
    currency,
    settlementStatus: roll < 0.7 ? 'Completed' : roll < 0.92 ? 'Pending' : 'Failed',
    date_created: daysAgo(now, random.int(0, 120), random),
    transaction_reference: reference('STL', random),
    ...overrides,
  };
}
