import { instructionKey, type MoneyInstruction } from './moneyRecords';

/**
 * How long an instruction just sent cannot be sent again from its dialog without the merchant
 * confirming, after seeing the list, that it did not go through (ADR 010). Instant transfers
 * show in the provider's list within seconds; ten minutes covers a slow list and the merchant's
 * "did it go?" second try, which is when a double payment happens.
 */
export const COOLING_MS = 10 * 60_000;

// The tab's session storage: a reload is exactly when a merchant tries again, and signing out
// clears it with the session.
const STORAGE_KEY = 'merchant-money:cooling';

interface Cooling {
  /** Until when (epoch ms) the instruction is held. */
  until: number;
  /** The key of the merchant's confirmation, reused by a confirmed resend. */
  key: string;
}

function read(now: number): Record<string, Cooling> {
  try {
    const all = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, Cooling>;
    return Object.fromEntries(Object.entries(all).filter(([, entry]) => entry.until > now));
  } catch {
    return {};
  }
}

function write(entries: Record<string, Cooling>) {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
}

const keysOf = (action: string, instructions: readonly MoneyInstruction[]) =>
  instructions.map((instruction) => instructionKey(action, instruction));

/** Whether any of the instructions was sent within the cooling period. */
export function isCooling(action: string, instructions: readonly MoneyInstruction[], now: number) {
  const entries = read(now);
  return keysOf(action, instructions).some((key) => key in entries);
}

/**
 * Starts (or renews) the cooling period of the instructions and returns the confirmation's
 * idempotency key: the one a cooling instruction already has, so a confirmed resend of the same
 * instruction carries the key of the first send.
 */
export function startCooling(
  action: string,
  instructions: readonly MoneyInstruction[],
  now: number,
): string {
  const entries = read(now);
  const keys = keysOf(action, instructions);
  const key = keys.map((name) => entries[name]?.key).find(Boolean) ?? crypto.randomUUID();
  for (const name of keys) entries[name] = { until: now + COOLING_MS, key };
  write(entries);
  return key;
}

/** Ends the cooling period: the server said no, so nothing moved and a new try is safe. */
export function endCooling(action: string, instructions: readonly MoneyInstruction[], now: number) {
  const entries = read(now);
  for (const name of keysOf(action, instructions)) delete entries[name];
  write(entries);
}
