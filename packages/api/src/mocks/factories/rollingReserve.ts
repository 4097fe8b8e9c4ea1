import { DEMO_BUSINESS_IDS } from '../data/auth';
import { sandboxNow, type SeedContext } from '../db';
import { createRandom, seedFromName } from '../random';
import { amount, daysAgo } from './common';
import type { RollingReserveStatus } from '../../money/rollingReserve/schemas';

/** A settlement part held back for a while; `balance` is the withheld amount. */
export interface RollingReserveRecord {
  id: string;
  subsidiaryId: string;
  currency: string;
  settlementDate: string;
  settlementAmount: number;
  withheldAmount: number;
  balance: number;
  dueDate: string;
  status: RollingReserveStatus;
}

type FactoryContext = Pick<SeedContext, 'random' | 'now'>;

/** The sandbox withholds 10% of each settlement for 90 days. */
const RESERVE_RATE = 0.1;
const RESERVE_DAYS = 90;

export function buildRollingReserve(
  overrides: Partial<RollingReserveRecord> = {},
  { random, now }: FactoryContext = {
    random: createRandom(seedFromName('rolling-reserve')),
    now: sandboxNow(),
  },
): RollingReserveRecord {
  const settlementDate = daysAgo(now, random.int(1, 180), random);
  const settlementAmount = amount(random, 20_000, 3_000_000);
  const withheldAmount = Math.round(settlementAmount * RESERVE_RATE * 100) / 100;
  const dueDate = new Date(
    new Date(settlementDate).getTime() + RESERVE_DAYS * 86_400_000,
  ).toISOString();
  return {
    id: random.digits(7),
    subsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
    currency: 'NGN',
    settlementDate,
    settlementAmount,
    withheldAmount,
    balance: withheldAmount,
    dueDate,
    status: dueDate < now.toISOString() ? 'Completed' : 'Due',
    ...overrides,
  };
}
