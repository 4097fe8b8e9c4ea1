import type { MoneyRecordRow } from '@merchant/screens';

/** What makes two money instructions the same: recipient, account, amount, currency. */
export type MoneyInstruction = Pick<
  MoneyRecordRow,
  'recipient' | 'account' | 'amount' | 'currency'
> & {
  /**
   * The id of the row the action acts on, when it records none of its own (a verification
   * approves payouts the list already holds, however long ago): that row is its match.
   */
  recordId?: string;
};

/**
 * How far back a reloaded list is searched for the same instruction: a browser's retry lands
 * milliseconds later, a merchant's second try minutes later (ADR 010).
 */
export const RECENT_MS = 10 * 60_000;

/**
 * A list whose rows carry no record time (invoices) stands in its newest rows for the last
 * minutes: the API lists newest first.
 */
export const UNDATED_RECENT_ROWS = 10;

const norm = (text: string) => text.trim().toLowerCase();
const cents = (amount: number) => Math.round(amount * 100);

export function sameInstruction(a: MoneyInstruction, b: MoneyInstruction): boolean {
  return (
    norm(a.account) === norm(b.account) &&
    cents(a.amount) === cents(b.amount) &&
    // What one side does not name (a refund asked for by reference names no customer, a bulk
    // file no currency) does not tell the two apart.
    (!a.currency || !b.currency || norm(a.currency) === norm(b.currency)) &&
    (!a.recipient || !b.recipient || norm(a.recipient) === norm(b.recipient))
  );
}

/** A stable text for an instruction (the cooling store's key). */
export function instructionKey(action: string, instruction: MoneyInstruction): string {
  return [
    action,
    norm(instruction.recipient),
    norm(instruction.account),
    cents(instruction.amount),
    norm(instruction.currency),
  ].join('|');
}

/**
 * The rows of a reloaded list (newest first) that record the instruction within the last
 * minutes, newest first. A record time ahead of the browser's clock counts as recent.
 */
export function recentMatches(
  rows: readonly MoneyRecordRow[],
  instruction: MoneyInstruction,
  now: number,
): MoneyRecordRow[] {
  if (instruction.recordId !== undefined)
    return rows.filter((row) => row.id === instruction.recordId);
  return rows
    .filter((row, index) => {
      const at = Date.parse(row.recordedAt);
      const recent = Number.isNaN(at) ? index < UNDATED_RECENT_ROWS : at >= now - RECENT_MS;
      return recent && sameInstruction(row, instruction);
    })
    .sort((a, b) => (Date.parse(b.recordedAt) || 0) - (Date.parse(a.recordedAt) || 0));
}

/** What the reloaded list says about the instructions just sent. */
export interface ListCheck {
  /** The matching rows of every instruction, newest first. */
  matches: MoneyRecordRow[];
  /** The rows of instructions recorded more than once; empty when none was. */
  duplicates: MoneyRecordRow[];
}

export function checkList(
  rows: readonly MoneyRecordRow[],
  instructions: readonly MoneyInstruction[],
  now: number,
): ListCheck {
  const perInstruction = instructions.map((instruction) => recentMatches(rows, instruction, now));
  const unique = (list: MoneyRecordRow[]) => [
    ...new Map(list.map((row) => [row.id, row])).values(),
  ];
  return {
    matches: unique(perInstruction.flat()),
    duplicates: unique(perInstruction.filter((found) => found.length > 1).flat()),
  };
}
