import { DEMO_BUSINESS_IDS } from '../data/auth';
import { sandboxNow, type SeedContext } from '../db';
import { createRandom, seedFromName } from '../random';
import { accountNumber, bvn, daysAgo, personName } from './common';

export interface VirtualAccountRecord {
  id: string;
  subsidiaryId: string;
  accountName: string;
  accountNumber: string;
  bankName: string;
  bvn: string;
  dateCreated: string;
}

type FactoryContext = Pick<SeedContext, 'random' | 'now'>;

export function buildVirtualAccount(
  overrides: Partial<VirtualAccountRecord> = {},
  { random, now }: FactoryContext = {
    random: createRandom(seedFromName('virtual-account')),
    now: sandboxNow(),
  },
): VirtualAccountRecord {
  const { firstName, lastName } = personName(random);
  return {
    id: random.digits(7),
    subsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
    accountName: `${firstName} ${lastName}`,
    accountNumber: accountNumber(random),
    bankName: random.pick(['Wema Bank', 'Providus Bank']),
    bvn: bvn(random),
    dateCreated: daysAgo(now, random.int(1, 200), random),
    ...overrides,
  };
}
