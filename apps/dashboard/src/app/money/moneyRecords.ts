import type { MoneyRecordRow } from '@merchant/screens';

/** What makes two money instructions the same: recipient, account, amount, currency. */
export type MoneyInstruction = Pick<
  MoneyRecordRow,
  'recipient' | 'account' | 'amount' | 'currency' | 'references'
> & {
  /**
   * The id of the row the action acts on, when it records none of its own (a verification
   * approves payouts the list already holds): that row, once its status changed, is its record.
   */
  recordId?: string;
};

/**
 * What the affected list held just before a send: each row's id and status. Whatever the list
 * holds afterwards and this does not is what happened since, whatever any clock says (ADR 015).
 */
export type ListSnapshot = Record<string, string>;

export const snapshotOf = (rows: readonly MoneyRecordRow[]): ListSnapshot =>
  Object.fromEntries(rows.map((row) => [row.id, row.status]));

const norm = (text: string) => text.trim().toLowerCase();
const cents = (amount: number) => Math.round(amount * 100);

/** Every name the target goes by (a refund's payment and order references), normalised. */
const targetsOf = (side: Pick<MoneyRecordRow, 'account' | 'references'>) =>
  [side.account, ...(side.references ?? [])].map(norm).filter(Boolean);

export function sameInstruction(a: MoneyInstruction, b: MoneyInstruction): boolean {
  const targets = new Set(targetsOf(a));
  return (
    targetsOf(b).some((target) => targets.has(target)) &&
    cents(a.amount) === cents(b.amount) &&
    // What one side does not name (a refund asked for by reference names no customer, a bulk
    // file no currency) does not tell the two apart.
    (!a.currency || !b.currency || norm(a.currency) === norm(b.currency)) &&
    (!a.recipient || !b.recipient || norm(a.recipient) === norm(b.recipient))
  );
}

/** A stable text for an instruction (the ledger's key). */
export function instructionKey(action: string, instruction: MoneyInstruction): string {
  return [
    action,
    norm(instruction.recipient),
    targetsOf(instruction)[0] ?? '',
    cents(instruction.amount),
    norm(instruction.currency),
  ].join('|');
}

/**
 * The rows of the list read after a send that the send made, in the list's order: rows that
 * were not there before and match the instruction; for an action on a row of its own, that
 * row once its status changed.
 */
export function madeSince(
  before: ListSnapshot,
  after: readonly MoneyRecordRow[],
  instruction: MoneyInstruction,
): MoneyRecordRow[] {
  if (instruction.recordId !== undefined)
    return after.filter((row) => row.id === instruction.recordId && before[row.id] !== row.status);
  return after.filter((row) => !(row.id in before) && sameInstruction(row, instruction));
}

/**
 * What the list says about the instructions just sent:
 * - 'duplicate': one of them is recorded more than once (every such row);
 * - 'recorded': each is recorded exactly once;
 * - 'partly': some are recorded, some are not (a bulk file cut short);
 * - 'none': none is recorded.
 */
export type ListVerdict =
  | { kind: 'duplicate' | 'recorded' | 'partly'; rows: MoneyRecordRow[] }
  | { kind: 'none'; rows: [] };

export function verdictOf(
  before: ListSnapshot,
  after: readonly MoneyRecordRow[],
  instructions: readonly MoneyInstruction[],
): ListVerdict {
  // A file may carry the same instruction more than once on purpose: each is one row.
  const groups = new Map<string, { instruction: MoneyInstruction; count: number }>();
  for (const instruction of instructions) {
    const key = instruction.recordId ?? instructionKey('', instruction);
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { instruction, count: 1 });
  }
  const found = [...groups.values()].map(({ instruction, count }) => ({
    rows: madeSince(before, after, instruction),
    count,
  }));
  const unique = (rows: MoneyRecordRow[]) => [
    ...new Map(rows.map((row) => [row.id, row])).values(),
  ];
  const repeated = found.filter(({ rows, count }) => rows.length > count);
  if (repeated.length)
    return { kind: 'duplicate', rows: unique(repeated.flatMap(({ rows }) => rows)) };
  const rows = unique(found.flatMap((match) => match.rows));
  if (!rows.length) return { kind: 'none', rows: [] };
  const complete = found.every((match) => match.rows.length === match.count);
  return { kind: complete ? 'recorded' : 'partly', rows };
}
