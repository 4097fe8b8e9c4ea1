import { DEMO_BUSINESS_IDS } from '../data/auth';
import { sandboxNow, type SeedContext } from '../db';
import { createRandom, seedFromName } from '../random';
import { accountNumber, amount, BANKS, daysAgo, reference } from './common';

/** A wallet as the sandbox server stores and answers it. */
export interface WalletRecord {
  subsidiaryId: string;
  currencyShortName: string;
  availableBalance: number;
  availableBalanceChange: number;
  ledgerBalance: number;
  ledgerBalanceChange: number;
  totalTransfer: number;
  successfulTransfer: number;
  accountDetails: { bankName: string; accountNumber: string; accountName: string } | null;
}

/** One balance movement of a wallet ('Credit' adds, 'Debit' removes). */
export interface BalanceHistoryRecord {
  id: string;
  subsidiaryId: string;
  currency: string;
  dateCreated: string;
  amount: number;
  direction: 'Credit' | 'Debit';
  balance: number;
  remarks: string;
  reference: string;
}

type FactoryContext = Pick<SeedContext, 'random' | 'now'>;

function defaultContext(name: string): FactoryContext {
  return { random: createRandom(seedFromName(name)), now: sandboxNow() };
}

export function buildWallet(
  overrides: Partial<WalletRecord> = {},
  { random }: FactoryContext = defaultContext('wallet'),
): WalletRecord {
  const available = amount(random, 50_000, 5_000_000);
  const availableBalanceChange = amount(random, -12, 25);
  return {
    subsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
    currencyShortName: 'NGN',
    availableBalance: available,
    availableBalanceChange,
    ledgerBalance: Math.round((available + amount(random, 0, 400_000)) * 100) / 100,
    // Derived, not drawn: one more draw would move every seeded figure after it.
    ledgerBalanceChange: Math.round((availableBalanceChange * 0.7 + 1.8) * 10) / 10,
    totalTransfer: amount(random, 100_000, 9_000_000),
    successfulTransfer: random.int(5, 120),
    accountDetails: {
      bankName: random.pick(BANKS).name,
      accountNumber: accountNumber(random),
      accountName: 'Lagos Fresh Foods Ltd',
    },
    ...overrides,
  };
}

const CREDIT_REMARKS = [
  'Settlement of card payments',
  'Wallet funding by transfer',
  'Reversal of failed payout',
];
const DEBIT_REMARKS = ['Payout to beneficiary', 'Chargeback debit', 'Refund to customer'];

export function buildBalanceHistoryItem(
  overrides: Partial<BalanceHistoryRecord> = {},
  { random, now }: FactoryContext = defaultContext('balance-history'),
): BalanceHistoryRecord {
  const direction = random.bool(0.6) ? 'Credit' : 'Debit';
  return {
    id: random.digits(8),
    subsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
    currency: 'NGN',
    dateCreated: daysAgo(now, random.int(0, 90), random),
    amount: amount(random, 1_000, 450_000),
    direction,
    balance: amount(random, 100_000, 3_000_000),
    remarks: random.pick(direction === 'Credit' ? CREDIT_REMARKS : DEBIT_REMARKS),
    reference: reference('WLT', random),
    ...overrides,
  };
}
