import type { Tone } from '../../tokens/semantic';

/** How one status reads and which colour supports it. */
export interface StatusMapEntry {
  /** The visible text, e.g. 'Awaiting Verification'. */
  label: string;
  /** Colour family of the badge. */
  tone: Tone;
}

/** One domain's table of statuses, built with `defineStatusMap`. */
export interface StatusMap<Status extends string = string> {
  /** The entries as written, keyed by the status the API sends. */
  readonly entries: Readonly<Record<Status, StatusMapEntry>>;
  /** Tone for statuses missing from the table; their raw text is still shown. */
  readonly fallbackTone: Tone;
  /** The same entries keyed by normalised status, for lookups. */
  readonly lookup: ReadonlyMap<string, StatusMapEntry>;
}

export interface StatusMapOptions {
  /** Tone for unknown statuses. Neutral by default. */
  fallbackTone?: Tone;
}

/**
 * The API spells one status several ways ('Pending-Approval', 'pending approval', 'PENDING_APPROVAL'):
 * compare them without case, spaces, hyphens or underscores.
 */
export const normalizeStatus = (status: string) => status.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * Declares a domain's status table. A status whose badge shows its own word gives just its tone
 * (the word is not written twice); one shown with another word gives label and tone, e.g.
 * `defineStatusMap({ Successful: 'green', C: { label: 'Credit', tone: 'green' } })`.
 */
export function defineStatusMap<Status extends string>(
  table: Record<Status, Tone | StatusMapEntry>,
  options: StatusMapOptions = {},
): StatusMap<Status> {
  const entries = {} as Record<Status, StatusMapEntry>;
  const lookup = new Map<string, StatusMapEntry>();
  for (const status of Object.keys(table) as Status[]) {
    const given: Tone | StatusMapEntry = table[status];
    const entry: StatusMapEntry =
      typeof given === 'string' ? { label: status, tone: given } : given;
    entries[status] = entry;
    lookup.set(normalizeStatus(status), entry);
  }
  return { entries, fallbackTone: options.fallbackTone ?? 'neutral', lookup };
}

/**
 * The label and tone for a status. Unknown statuses keep their own text with the fallback tone;
 * an empty status reads 'N/A'.
 */
export function resolveStatus(map: StatusMap, status: string | null | undefined): StatusMapEntry {
  const text = status?.trim() ?? '';
  if (text === '') return { label: 'N/A', tone: map.fallbackTone };
  return map.lookup.get(normalizeStatus(text)) ?? { label: text, tone: map.fallbackTone };
}
