import { DEMO_BUSINESS_IDS } from '../data/auth';
import { sandboxNow, type SeedContext } from '../db';
import { createRandom, seedFromName } from '../random';
import { accountNumber, BANKS, BUSINESS_NAMES, daysAgo, personName } from './common';
import type { BeneficiaryType } from '../../money/beneficiaries/schemas';

export interface BeneficiaryRecord {
  id: string;
  subsidiaryId: string;
  name: string;
  type: BeneficiaryType;
  accountNumber: string;
  bankName: string | null;
  bankCode: string | null;
  bankId: string | null;
  countryId: number;
  dateCreated: string;
}

type FactoryContext = Pick<SeedContext, 'random' | 'now'>;

/**
 * The name the sandbox resolves for an account: stable per account number, a business for
 * merchant IDs, a person otherwise.
 */
export function resolvedName(type: BeneficiaryType, account: string) {
  const random = createRandom(seedFromName(`${type}:${account}`));
  if (type === 'Merchant') return random.pick(BUSINESS_NAMES);
  const { firstName, lastName } = personName(random);
  return `${firstName} ${lastName}`;
}

export function buildBeneficiary(
  overrides: Partial<BeneficiaryRecord> = {},
  { random, now }: FactoryContext = {
    random: createRandom(seedFromName('beneficiary')),
    now: sandboxNow(),
  },
): BeneficiaryRecord {
  const type = overrides.type ?? random.pick(['Bank', 'Bank', 'Merchant', 'Mobile'] as const);
  const bank = random.pick(BANKS);
  const number =
    type === 'Mobile'
      ? `080${random.digits(8)}`
      : type === 'Merchant'
        ? `MER${random.digits(6)}`
        : accountNumber(random);
  return {
    id: random.digits(6),
    subsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
    name: resolvedName(type, number),
    type,
    accountNumber: number,
    bankName: type === 'Bank' ? bank.name : null,
    bankCode: type === 'Bank' ? bank.bankCode : null,
    bankId: type === 'Bank' ? bank.id : null,
    countryId: 1,
    dateCreated: daysAgo(now, random.int(0, 200), random),
    ...overrides,
  };
}
