import { DEMO_BUSINESS_IDS } from '../data/auth';
import { sandboxNow, type SeedContext } from '../db';
import { createRandom, seedFromName } from '../random';
import { daysAgo, mobileNumber, personName } from './common';
import type { UserStatus } from '../../settings/users/schemas';

/** A team member of the business; `role` is the role's name. */
export interface UserRecord {
  userId: string;
  subsidiaryId: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  mobileNumber: string;
  role: string;
  status: UserStatus;
  addedByUserName: string;
  dateAdded: string;
}

type FactoryContext = Pick<SeedContext, 'random' | 'now'>;

export function buildUser(
  overrides: Partial<UserRecord> = {},
  { random, now }: FactoryContext = {
    random: createRandom(seedFromName('user')),
    now: sandboxNow(),
  },
): UserRecord {
  const { firstName, lastName } = personName(random);
  return {
    userId: random.digits(6),
    subsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
    firstName,
    lastName,
    emailAddress: `${firstName}.${lastName}${random.int(1, 99)}@lagosfreshfoods.ng`.toLowerCase(),
    mobileNumber: mobileNumber(random),
    role: random.pick(['Operations', 'Finance', 'Customer Support']),
    status: random.pick(['Active', 'Active', 'Active', 'New', 'Inactive'] as const),
    addedByUserName: 'Adaeze Okafor',
    dateAdded: daysAgo(now, random.int(1, 300), random),
    ...overrides,
  };
}
