import { DEMO_BUSINESS_IDS } from '../data/auth';
import { sandboxNow, type SeedContext } from '../db';
import { createRandom, seedFromName } from '../random';
import { daysAgo } from './common';

export interface AuditRecord {
  id: string;
  subsidiaryId: string;
  name: string;
  role: string;
  emailAddress: string;
  action: string;
  activityType: string;
  /** Missing for some rows (the screen shows 'N / A'). */
  ipAddress: string | null;
  dateCreated: string;
}

type FactoryContext = Pick<SeedContext, 'random' | 'now'>;

const ACTIVITIES = [
  { activityType: 'Authentication', action: 'Signed in to the dashboard' },
  { activityType: 'Payout', action: 'Initiated a payout' },
  { activityType: 'Refund', action: 'Logged a refund' },
  { activityType: 'Payment Link', action: 'Created a payment link' },
  { activityType: 'Settings', action: 'Changed the fee bearer' },
  { activityType: 'User Management', action: 'Invited a user' },
];

export function buildAuditEntry(
  overrides: Partial<AuditRecord> = {},
  { random, now }: FactoryContext = {
    random: createRandom(seedFromName('audit')),
    now: sandboxNow(),
  },
): AuditRecord {
  return {
    id: random.digits(8),
    subsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
    name: 'Adaeze Okafor',
    role: 'Administrator',
    emailAddress: 'adaeze@lagosfreshfoods.ng',
    ...random.pick(ACTIVITIES),
    ipAddress: random.bool(0.85) ? `102.89.${random.int(0, 255)}.${random.int(1, 254)}` : null,
    dateCreated: daysAgo(now, random.int(0, 60), random),
    ...overrides,
  };
}
