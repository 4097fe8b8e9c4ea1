import { defineRecord, defineTable, type SeedContext } from '../db';
import { reference } from '../factories/common';
import {
  buildBalanceHistoryItem,
  buildWallet,
  type BalanceHistoryRecord,
  type WalletRecord,
} from '../factories/wallets';
import { createRandom } from '../random';
import { DEMO_BUSINESS_IDS } from './auth';
import { AWAITING_VERIFICATION_AMOUNT } from './payoutLimits';
import { seedPerBusiness } from './subsidiaries';

const ZERO = {
  availableBalance: 0,
  availableBalanceChange: 0,
  ledgerBalance: 0,
  ledgerBalanceChange: 0,
  totalTransfer: 0,
  successfulTransfer: 0,
};

/**
 * NGN and USD wallets per business (Lagos Fresh Foods also holds GBP). An 'empty' account
 * still holds its NGN and USD wallets, at zero.
 */
const wallets = defineTable<WalletRecord>('wallets', (context) =>
  seedPerBusiness((subsidiaryId, name) => {
    const base = (currencyShortName: string, extra: Partial<WalletRecord> = {}) =>
      buildWallet({ subsidiaryId, currencyShortName, ...extra }, context);
    const named = (row: WalletRecord) =>
      row.accountDetails
        ? { ...row, accountDetails: { ...row.accountDetails, accountName: name } }
        : row;
    if (context.size === 'empty') return [base('NGN', ZERO), base('USD', ZERO)].map(named);
    const ngn = base('NGN');
    // Each business can pay its payout that awaits verification, so its 'Verify' goes through,
    // with room left for the payouts a demo sends.
    const payable = AWAITING_VERIFICATION_AMOUNT + 500_000;
    const rows = [
      {
        ...ngn,
        availableBalance: Math.max(ngn.availableBalance, payable),
        ledgerBalance: Math.max(ngn.ledgerBalance, payable),
      },
      base('USD', { availableBalance: 12_400.75, ledgerBalance: 13_050, totalTransfer: 8_200 }),
    ];
    if (subsidiaryId === DEMO_BUSINESS_IDS.lagosFreshFoods) {
      rows.push(
        base('GBP', {
          availableBalance: 850.2,
          ledgerBalance: 850.2,
          totalTransfer: 300,
          accountDetails: null,
        }),
      );
    }
    return rows.map(named);
  }),
);

/** A business's wallets; a business created later starts with zero NGN and USD wallets. */
export function walletsOf(subsidiaryId: string): WalletRecord[] {
  const own = wallets.filter((row) => row.subsidiaryId === subsidiaryId);
  if (own.length) return own;
  const random = createRandom(subsidiaryId.length);
  const fresh = ['NGN', 'USD'].map((currencyShortName) =>
    buildWallet({ ...ZERO, subsidiaryId, currencyShortName }, { random, now: new Date() }),
  );
  fresh.forEach((row) => wallets.insert(row));
  return fresh;
}

function historyFor(
  subsidiaryId: string,
  currency: string,
  count: number,
  context: SeedContext,
): BalanceHistoryRecord[] {
  let balance = currency === 'NGN' ? 1_250_000 : 4_000;
  const scale = currency === 'NGN' ? 1 : 1 / 900;
  return Array.from({ length: count }, (_, index) => {
    const row = buildBalanceHistoryItem({ subsidiaryId, currency }, context);
    const value = Math.round(row.amount * scale * 100) / 100;
    const direction = balance - value < 0 ? 'Credit' : row.direction;
    balance = Math.round((balance + (direction === 'Credit' ? value : -value)) * 100) / 100;
    const dateCreated = new Date(
      context.now.getTime() - (count - index) * 86_400_000 + index * 60_000,
    ).toISOString();
    return { ...row, amount: value, direction, balance, dateCreated };
  });
}

/** Movements, oldest first, with a running balance. */
export const balanceHistory = defineTable<BalanceHistoryRecord>('balance-history', (context) => {
  if (context.size === 'empty') return [];
  const ngn = context.size === 'large' ? 1_500 : 30;
  return seedPerBusiness((subsidiaryId) => [
    ...historyFor(subsidiaryId, 'NGN', ngn, context),
    ...historyFor(subsidiaryId, 'USD', 12, context),
  ]);
});

/** The three summary cards of the Balances screen (the same for every business). */
export const balanceTotals = defineRecord('balance-totals', ({ size }) =>
  size === 'empty'
    ? { chargebacks: 0, refunds: 0, nonCompliance: 0 }
    : { chargebacks: 186_500, refunds: 74_250.5, nonCompliance: 15_000 },
);

/**
 * Takes money out of a business's wallet for a payout and records the Debit movement.
 * Returns false (and changes nothing) when the wallet is missing or too low.
 */
export function debitWallet(
  subsidiaryId: string,
  currency: string,
  value: number,
  remarks: string,
  now = new Date(),
): boolean {
  const mine = (row: WalletRecord) =>
    row.subsidiaryId === subsidiaryId && row.currencyShortName === currency;
  const wallet = walletsOf(subsidiaryId).find(mine);
  if (!wallet || wallet.availableBalance < value) return false;
  const round = (n: number) => Math.round(n * 100) / 100;
  const [updated] = wallets.update(mine, (row) => ({
    availableBalance: round(row.availableBalance - value),
    ledgerBalance: round(row.ledgerBalance - value),
    totalTransfer: round(row.totalTransfer + value),
    successfulTransfer: row.successfulTransfer + 1,
  }));
  const random = createRandom(now.getTime() + balanceHistory.all().length);
  balanceHistory.insert({
    id: random.digits(8),
    subsidiaryId,
    currency,
    dateCreated: now.toISOString(),
    amount: value,
    direction: 'Debit',
    balance: updated?.availableBalance ?? 0,
    remarks,
    reference: reference('WLT', random),
  });
  return true;
}
