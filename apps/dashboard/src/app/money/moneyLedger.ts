import { loginKey } from '../../session/loginKey';
import type { MoneyList } from './duplicateNotices';
import { instructionKey, type ListSnapshot, type MoneyInstruction } from './moneyRecords';

/**
 * How long an instruction just sent cannot be sent again from its dialog without the merchant
 * confirming, after seeing the list, that it did not go through (ADR 010). Only this device's
 * clock measures it, against its own earlier reading: it decides when to ask, never what
 * happened to the money.
 */
export const COOLING_MS = 10 * 60_000;

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
   * 'unknown': it ended without one; 'settled': its outcome was seen.
   */
  state: 'sent' | 'unknown' | 'settled';
}

type Ledger = Record<string, SentInstruction>;

const PREFIX = 'merchant-money:';
const listeners = new Set<() => void>();
/** The keys this document is waiting on: their outcome is its dialog's, not a banner's. */
const inFlight = new Set<string>();

/**
 * Per login on this device, so a sign-out (which clears the session storage) or an expired
 * session does not forget a payout in flight; a session without a login key keeps its own.
 */
function storage(): { store: Storage; name: string } {
  const login = loginKey();
  return login
    ? { store: localStorage, name: `${PREFIX}${login}` }
    : { store: sessionStorage, name: `${PREFIX}session` };
}

/** The ledger, without the settled instructions that no longer cool at `now` (when given). */
function read(now?: number): Ledger {
  const { store, name } = storage();
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
  const { store, name } = storage();
  if (Object.keys(ledger).length) store.setItem(name, JSON.stringify(ledger));
  else store.removeItem(name);
  listeners.forEach((listener) => listener());
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
    inFlight.add(name);
  });
  write(ledger);
  return key;
}

/**
 * What the send came to: 'refused' ends the cooling at once (nothing moved, a new try is safe),
 * 'settled' keeps it, 'unknown' keeps the instructions until the merchant has seen the list.
 */
export function recordOutcome(
  action: string,
  instructions: readonly MoneyInstruction[],
  outcome: 'refused' | 'settled' | 'unknown',
  now: number,
) {
  const ledger = read(now);
  for (const name of keysOf(action, instructions)) {
    inFlight.delete(name);
    const entry = ledger[name];
    if (!entry) continue;
    if (outcome === 'refused') delete ledger[name];
    else ledger[name] = { ...entry, state: outcome };
  }
  write(ledger);
}

/** Whether a money call of this document is waiting for its answer (the idle sign-out waits). */
export const moneyCallInFlight = () => inFlight.size > 0;

/** The instructions of a list whose outcome nobody has seen, grouped by the send they left in. */
export function unresolvedSends(list: MoneyList): SentInstruction[][] {
  const sends = new Map<string, SentInstruction[]>();
  for (const [name, entry] of Object.entries(read())) {
    if (entry.list !== list || entry.state === 'settled' || inFlight.has(name)) continue;
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

/** Re-renders on any change of the ledger, in this tab or another of the same login. */
export function subscribeToLedger(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The raw text of the ledger, so React compares snapshots by value. */
export function ledgerSnapshot(): string | null {
  const { store, name } = storage();
  return store.getItem(name);
}
