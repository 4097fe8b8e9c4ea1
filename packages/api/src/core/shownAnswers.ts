import { useSyncExternalStore } from 'react';

/**
 * Which reads are on screen, and which of them show a kept answer instead of a fresh one: the
 * page's "as of" stamp reads the oldest of those. Keys are SWR's serialized keys.
 */
const onScreen = new Map<string, number>();
const keptAt = new Map<string, number>();
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

/** A mounted read: counted while on screen, so a page's stamp ignores reads of other pages. */
export function showRead(key: string): () => void {
  onScreen.set(key, (onScreen.get(key) ?? 0) + 1);
  changed();
  return () => {
    const count = (onScreen.get(key) ?? 1) - 1;
    if (count > 0) onScreen.set(key, count);
    else onScreen.delete(key);
    changed();
  };
}

/** The read answers from the store: its answer was received at `receivedAt`. */
export function answeredFromStore(key: string, receivedAt: number) {
  keptAt.set(key, receivedAt);
  changed();
}

/** The read answered from the API. */
export function answeredFresh(key: string) {
  if (keptAt.delete(key)) changed();
}

function oldestShown(): number | undefined {
  let oldest: number | undefined;
  for (const key of onScreen.keys()) {
    const at = keptAt.get(key);
    if (at !== undefined && (oldest === undefined || at < oldest)) oldest = at;
  }
  return oldest;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * When the oldest kept answer on screen was received, or undefined while every read on screen
 * answered from the API.
 */
export function useKeptAnswersAsOf(): number | undefined {
  return useSyncExternalStore(subscribe, oldestShown, () => undefined);
}
