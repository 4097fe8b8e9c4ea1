import type { ReconciliationLine, ReconciliationTotal } from '@merchant/screens';
import { dayOfTimestamp, isoDay } from './dates';
import type { StatementCredit, StatementLines } from './readLines';

/** A settlement as the reconciliation reads it (the settlements call's fields). */
export interface SettlementToMatch {
  transactionAmount: number;
  fee?: number | null | undefined;
  currency: string;
  settlementStatus: string;
  dateCreated: string;
  transactionReference?: string | null | undefined;
}

/** How far apart a credit and a settlement of the same amount may be. */
const AMOUNT_MATCH_DAYS = 3;
/** A settlement with no credit this many days before the statement's last day is missing. */
const MISSING_AFTER_DAYS = 3;

/** The settlements to ask for: those a statement's credits may pay, a few days before it starts. */
export function settlementRange({ from, to }: Pick<StatementLines, 'from' | 'to'>) {
  return { from: isoDay(from - AMOUNT_MATCH_DAYS), to: isoDay(to) };
}

interface Expected {
  reference: string;
  currency: string;
  day: number;
  /** Amount less fee, in minor units. */
  minor: number;
  credit: StatementCredit | null;
  how: string;
}

/** A reference as banks may write it: letters and digits only, upper case. */
const normalise = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

// A narration's words; a reference is at least this long, shorter words are passed over.
const WORD = /[^\s/|,;:]+/g;
const REFERENCE_MIN = 6;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function dayGap(credit: StatementCredit, settlement: Expected) {
  const gap = credit.day - settlement.day;
  if (gap === 0) return 'Same amount, same day';
  return gap > 0
    ? `Same amount, ${plural(gap, 'day')} after`
    : `Same amount, ${plural(-gap, 'day')} before`;
}

/** The unmatched settlement of the same amount and currency closest in time to the credit. */
function closestByAmount(
  byAmount: Map<string, Expected[]>,
  credit: StatementCredit,
): Expected | undefined {
  let best: Expected | undefined;
  for (const settlement of byAmount.get(`${credit.currency} ${credit.minor}`) ?? []) {
    const gap = credit.day - settlement.day;
    if (settlement.credit || gap < -1 || gap > AMOUNT_MATCH_DAYS) continue;
    if (!best || Math.abs(gap) < Math.abs(credit.day - best.day)) best = settlement;
  }
  return best;
}

const toMajor = (minor: number) => minor / 100;

function line(
  outcome: ReconciliationLine['outcome'],
  how: string,
  settlement: Expected | null,
  credit: StatementCredit | null,
): ReconciliationLine {
  // A second credit of a settlement is money received, not a settlement owed again.
  const owed = settlement && outcome !== 'Credited twice' ? settlement : null;
  const id = owed
    ? `settlement ${owed.reference}`
    : `credit ${credit!.row} ${credit!.day} ${credit!.minor} ${credit!.narration}`;
  return {
    id,
    outcome,
    how,
    date: isoDay(credit ? credit.day : settlement!.day),
    currency: credit?.currency ?? settlement!.currency,
    reference: settlement?.reference ?? '',
    narration: credit?.narration ?? '',
    ...(owed && { settled: toMajor(owed.minor) }),
    ...(credit && { received: toMajor(credit.minor), statementRow: credit.row }),
    ...(owed && credit && { difference: toMajor(credit.minor - owed.minor) }),
  };
}

/**
 * Matches each credit of a statement to a settlement: first by the settlement's reference in the
 * narration, then by the same amount within a few days. Hash lookups (by reference, by currency
 * and amount), so 10,000 credits against 10,000 settlements cost a sort, not their product.
 * Settlements count when Completed, in a currency of the statement and dated up to its last day.
 */
export function matchStatement(
  lines: StatementLines,
  settlements: readonly SettlementToMatch[],
  onProgress: (done: number, total: number) => void = () => {},
): { lines: ReconciliationLine[]; totals: ReconciliationTotal[] } {
  const currencies = new Set(lines.currencies);
  const expected: Expected[] = [];
  for (const settlement of settlements) {
    const day = dayOfTimestamp(settlement.dateCreated);
    if (settlement.settlementStatus.toLowerCase() !== 'completed' || day === null) continue;
    if (!currencies.has(settlement.currency) || day > lines.to) continue;
    const minor = Math.round((settlement.transactionAmount - (settlement.fee ?? 0)) * 100);
    const reference = settlement.transactionReference ?? '';
    expected.push({ reference, currency: settlement.currency, day, minor, credit: null, how: '' });
  }
  const byReference = new Map<string, Expected>();
  const byAmount = new Map<string, Expected[]>();
  for (const settlement of expected) {
    const key = normalise(settlement.reference);
    if (key.length >= REFERENCE_MIN) byReference.set(key, settlement);
    const amountKey = `${settlement.currency} ${settlement.minor}`;
    const bucket = byAmount.get(amountKey);
    if (bucket) bucket.push(settlement);
    else byAmount.set(amountKey, [settlement]);
  }

  const credits = [...lines.credits].sort((a, b) => a.day - b.day || a.row - b.row);
  const extra: ReconciliationLine[] = [];
  const unnamed: StatementCredit[] = [];
  credits.forEach((credit, index) => {
    if (index % 1000 === 0) onProgress(index, credits.length * 2);
    const named = credit.narration
      .match(WORD)
      ?.map((word) => byReference.get(normalise(word)))
      .find((settlement) => settlement?.currency === credit.currency);
    if (!named) return void unnamed.push(credit);
    if (named.credit) {
      extra.push(
        line(
          'Credited twice',
          `Reference in narration, already credited on row ${named.credit.row}`,
          named,
          credit,
        ),
      );
      return;
    }
    named.credit = credit;
    named.how = 'Reference in narration';
  });
  unnamed.forEach((credit, index) => {
    if (index % 1000 === 0) onProgress(credits.length + index, credits.length * 2);
    const settlement = closestByAmount(byAmount, credit);
    if (!settlement) {
      extra.push(line('Unknown credit', 'No settlement has its reference or amount', null, credit));
      return;
    }
    settlement.credit = credit;
    settlement.how = dayGap(credit, settlement);
  });
  onProgress(credits.length * 2, credits.length * 2);

  const ledger: ReconciliationLine[] = [...extra];
  for (const settlement of expected) {
    const { credit } = settlement;
    if (!credit) {
      if (settlement.day >= lines.from && settlement.day <= lines.to - MISSING_AFTER_DAYS)
        ledger.push(
          line('Missing', `No credit after ${MISSING_AFTER_DAYS} days`, settlement, null),
        );
      continue;
    }
    const difference = credit.minor - settlement.minor;
    const outcome = difference === 0 ? 'Matched' : difference < 0 ? 'Paid short' : 'Paid over';
    ledger.push(line(outcome, settlement.how, settlement, credit));
  }
  ledger.sort(
    (a, b) => a.date.localeCompare(b.date) || (a.statementRow ?? 0) - (b.statementRow ?? 0),
  );
  return { lines: ledger, totals: totalsOf(ledger) };
}

/** Settled, received and difference per currency, summed in minor units. */
function totalsOf(ledger: readonly ReconciliationLine[]): ReconciliationTotal[] {
  const sums = new Map<string, { settled: number; received: number }>();
  for (const { currency, settled, received } of ledger) {
    const sum = sums.get(currency) ?? { settled: 0, received: 0 };
    sum.settled += Math.round((settled ?? 0) * 100);
    sum.received += Math.round((received ?? 0) * 100);
    sums.set(currency, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, { settled, received }]) => ({
      currency,
      settled: toMajor(settled),
      received: toMajor(received),
      difference: toMajor(received - settled),
    }));
}
