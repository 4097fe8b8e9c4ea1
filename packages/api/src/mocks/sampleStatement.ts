import { settlements } from './data/settlements';
import { sandboxNow } from './db';
import type { SettlementRecord } from './factories/settlements';

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** How many settlements the sample statement covers: 8 paid, 1 paid short, 1 missing. */
const COVERED = 10;
/** The short payment's shortfall, in naira. */
const SHORT_BY = 500;
/** The reconciliation calls a settlement missing once it is this many days old without a credit. */
const MISSING_AFTER_DAYS = 3;

const dayOf = (iso: string) => Math.floor(Date.parse(iso) / DAY_MS);
const net = (row: SettlementRecord) => Math.round((row.transactionAmount - row.fee) * 100);

/** '13-Nov-2026', as Nigerian banks print a date. */
function bankDate(day: number) {
  const date = new Date(day * DAY_MS);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${dd}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()}`;
}

/** '1,250,000.00', quoted for the CSV. */
const naira = (minor: number) =>
  `"${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}"`;

interface Line {
  day: number;
  narration: string;
  debit: number;
  credit: number;
}

/**
 * A bank statement (CSV, as a Nigerian bank exports it: a title, then the header) of the
 * business's NGN account over its last ten Completed NGN settlements: eight credits that name
 * their settlement's reference, one credited 500 short, one settlement with no credit, and one
 * credit no settlement explains. It follows the day's seed, so the sandbox's reconciliation
 * finds exactly that.
 */
export function sampleStatement(subsidiaryId: string): string {
  const today = dayOf(sandboxNow().toISOString());
  const paid = settlements
    .all()
    .filter(
      (row) =>
        row.subsidiaryId === subsidiaryId &&
        row.currency === 'NGN' &&
        row.settlementStatus === 'Completed',
    );
  // One before the covered ten bounds the statement: it starts the day after that one.
  const window = paid.slice(-(COVERED + 1));
  if (window.length < COVERED + 1) return '';
  const from = dayOf(window[0]!.date_created) + 1;
  const covered = window.slice(1);
  const missing =
    covered.find((row) => {
      const day = dayOf(row.date_created);
      return day >= from && day <= today - MISSING_AFTER_DAYS;
    }) ?? covered[0]!;
  const short = covered.find((row) => row !== missing)!;
  const lines: Line[] = [{ day: from, narration: 'Opening Balance', debit: 0, credit: 0 }];
  for (const row of covered) {
    if (row === missing) continue;
    const day = Math.min(Math.max(dayOf(row.date_created) + 1, from), today);
    const credit = net(row) - (row === short ? SHORT_BY * 100 : 0);
    lines.push({ day, narration: `NIP/${row.transaction_reference}/SETTLEMENT`, debit: 0, credit });
  }
  const nets = new Set(paid.map(net));
  let unknown = 1_234_567;
  while (nets.has(unknown)) unknown += 1;
  lines.push({
    day: from + 1,
    narration: 'TRF FROM ADEWALE OKORO/ORDER 4471',
    debit: 0,
    credit: unknown,
  });
  lines.push({ day: today, narration: 'SMS ALERT CHARGES', debit: 400, credit: 0 });
  lines.sort((a, b) => a.day - b.day);

  let balance = 25_000_000;
  const rows = lines.map(({ day, narration, debit, credit }) => {
    balance += credit - debit;
    const amount = (minor: number) => (minor ? naira(minor) : '');
    return [
      bankDate(day),
      bankDate(day),
      narration,
      amount(debit),
      amount(credit),
      naira(balance),
    ].join(',');
  });
  return [
    'Statement of Account',
    `Period,${bankDate(from)} to ${bankDate(today)}`,
    '',
    'Trans. Date,Value Date,Narration,Debit,Credit,Balance',
    ...rows,
    '',
  ].join('\r\n');
}
