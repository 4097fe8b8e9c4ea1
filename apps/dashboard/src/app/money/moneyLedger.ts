import { ledgerStorage, notifyLedgerChanged } from './ledgerStorage';
import { endMoneyCall, isMoneyCallInFlight, startMoneyCall } from './moneyCallsInFlight';
import { instructionKey, type ListSnapshot, type MoneyInstruction } from './moneyRecords';

/**
 * How long an instruction just sent cannot be sent again from its dialog without the merchant
 * confirming, after seeing the list, that it did not go through (ADR 010). Only this device's
 * clock measures it, against its own earlier reading: it decides when to ask, never what
 * happened to the money.
 */
export const COOLING_MS = 10 * 60_000;

/** The lists a money action records into; each shows what its actions left on it. */
export type MoneyList = 'payouts' | 'refunds' | 'invoices' | 'chargebacks';

/** One instruction sent, with what is needed to find out later what became of it. */
export interface SentInstruction {
  /** The action that sent it ('payout-initiate'): each action cools on its own. */
  action: string;
  /** The list it records into, whose page shows an unresolved outcome. */
  list: MoneyList;
  /** The action's noun in the notices: 'payout', 'refund', 'invoice'. */
  noun: string;
  instruction: MoneyInstruction;
  /** The list just before the first send: what is there now and was not is what it made. */
  before: ListSnapshot;
  /** The idempotency key of the merchant's confirmation, reused by a confirmed resend. */
  key: string;
  /** Until when (this device's epoch ms) a resend needs the merchant's confirmation. */
  until: number;
  /**
   * 'sent': no outcome yet (the call is in flight, or the tab went away before it ended);
   * 'unknown': it ended without one; 'duplicate': it was recorded more than once, which its list
   * shows until the merchant dismisses it; 'settled': its outcome was seen.
   */
  state: 'sent' | 'unknown' | 'duplicate' | 'settled';
}

type Ledger = Record<string, SentInstruction>;

/** The ledger, without the settled instructions that no longer cool at `now` (when given). */
function read(now?: number): Ledger {
  const { store, name } = ledgerStorage();
  try {
    const all = JSON.parse(store.getItem(name) ?? '{}') as Ledger;
    // A settled instruction is kept only while it cools; an unresolved one until it is seen.
    return Object.fromEntries(
      Object.entries(all).filter(
        ([, entry]) => now === undefined || entry.state !== 'settled' || entry.until > now,
      ),
    );
  } catch {
    return {};
  }
}

function write(ledger: Ledger) {
  const { store, name } = ledgerStorage();
  if (Object.keys(ledger).length) store.setItem(name, JSON.stringify(ledger));
  else store.removeItem(name);
  notifyLedgerChanged();
}

const keysOf = (action: string, instructions: readonly MoneyInstruction[]) =>
  instructions.map((instruction) => instructionKey(action, instruction));

/** The first of the instructions still cooling from an earlier send, if any. */
export function coolingEntry(
  action: string,
  instructions: readonly MoneyInstruction[],
  now: number,
): SentInstruction | undefined {
  const ledger = read(now);
  return keysOf(action, instructions)
    .map((key) => ledger[key])
    .find((entry) => entry !== undefined && entry.until > now);
}

/**
 * Writes the instructions down before they leave, cooling and without an outcome, and returns
 * the confirmation's idempotency key: the one a cooling instruction already has, so a
 * confirmed resend of the same instruction carries the key of the first send.
 */
export function recordSend(
  sent: Pick<SentInstruction, 'action' | 'list' | 'noun' | 'before'>,
  instructions: readonly MoneyInstruction[],
  now: number,
): string {
  const ledger = read(now);
  const keys = keysOf(sent.action, instructions);
  const key = keys.map((name) => ledger[name]?.key).find(Boolean) ?? crypto.randomUUID();
  keys.forEach((name, index) => {
    const instruction = instructions[index];
    if (!instruction) return;
    ledger[name] = { ...sent, instruction, key, until: now + COOLING_MS, state: 'sent' };
    startMoneyCall(name);
  });
  write(ledger);
  return key;
}

/**
 * What the send came to: 'refused' ends the cooling at once (nothing moved, a new try is safe),
 * 'settled' keeps it, 'unknown' and 'duplicate' keep the instructions on their list until the
 * merchant has seen it.
 */
export function recordOutcome(
  action: string,
  instructions: readonly MoneyInstruction[],
  outcome: 'refused' | 'settled' | 'unknown' | 'duplicate',
  now: number,
) {
  const ledger = read(now);
  for (const name of keysOf(action, instructions)) {
    endMoneyCall(name);
    const entry = ledger[name];
    if (!entry) continue;
    if (outcome === 'refused') delete ledger[name];
    else ledger[name] = { ...entry, state: outcome };
  }
  write(ledger);
}

/**
 * The instructions of a list whose outcome is unknown, or was a double record, and not yet
 * dismissed, grouped by the send they left in.
 */
export function unresolvedSends(list: MoneyList): SentInstruction[][] {
  const sends = new Map<string, SentInstruction[]>();
  for (const [name, entry] of Object.entries(read())) {
    if (entry.list !== list || entry.state === 'settled' || isMoneyCallInFlight(name)) continue;
    sends.set(entry.key, [...(sends.get(entry.key) ?? []), entry]);
  }
  return [...sends.values()];
}

/** The merchant has seen what became of a send: its instructions only cool from now on. */
export function resolveSend(key: string, now: number) {
  const ledger = read(now);
  for (const [name, entry] of Object.entries(ledger))
    if (entry.key === key) ledger[name] = { ...entry, state: 'settled' };
  write(ledger);
}
