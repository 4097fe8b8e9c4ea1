import type { ShownRecord } from '@merchant/screens';
import { loginKey } from '../../../session/loginKey';

/** How many searches and records are kept. */
const KEPT = 5;

interface Recent {
  /** Texts searched, newest first. */
  searches: string[];
  /** Records opened, newest first. */
  records: ShownRecord[];
}

const NONE: Recent = { searches: [], records: [] };

/** One slot per login, so another login on the device sees none of it; no token is kept. */
const storageKey = () => {
  const login = loginKey();
  return login === undefined ? undefined : `merchant-search:${login}`;
};

const isRecord = (value: unknown): value is ShownRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { kind?: unknown }).kind === 'string' &&
  typeof (value as { reference?: unknown }).reference === 'string' &&
  typeof (value as { record?: unknown }).record === 'object';

/** What this login searched and opened lately; nothing when the slot cannot be read. */
export function readRecent(): Recent {
  const key = storageKey();
  if (key === undefined) return NONE;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return NONE;
    const { searches, records } = stored as Partial<Record<keyof Recent, unknown>>;
    return {
      searches: Array.isArray(searches)
        ? searches.filter((text): text is string => typeof text === 'string')
        : [],
      records: Array.isArray(records) ? records.filter(isRecord) : [],
    };
  } catch {
    return NONE;
  }
}

const sameRecord = (a: ShownRecord, b: ShownRecord) =>
  a.kind === b.kind && a.reference === b.reference;

/** Keeps a text searched and the record it opened (or a record opened from the recent ones). */
export function rememberOpened(record: ShownRecord, searched: string) {
  const key = storageKey();
  if (key === undefined) return;
  const recent = readRecent();
  const text = searched.trim();
  const next: Recent = {
    searches: text
      ? [text, ...recent.searches.filter((kept) => kept.toLowerCase() !== text.toLowerCase())]
      : recent.searches,
    records: [record, ...recent.records.filter((kept) => !sameRecord(kept, record))],
  };
  try {
    localStorage.setItem(
      key,
      JSON.stringify({
        searches: next.searches.slice(0, KEPT),
        records: next.records.slice(0, KEPT),
      }),
    );
  } catch {
    // A full or refused storage only loses the list of recent ones.
  }
}
