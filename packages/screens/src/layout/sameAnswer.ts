import type { RemoteData } from '../types';

/** Whether two values hold the same entries, each compared by `same`. */
function sameEntries(a: unknown, b: unknown, same: (x: unknown, y: unknown) => boolean): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aEntries = Object.entries(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aEntries.length === Object.keys(b).length &&
    aEntries.every(([key, value]) => key in bRecord && same(value, bRecord[key]))
  );
}

const shallowEqual = (a: unknown, b: unknown) => sameEntries(a, b, Object.is);

/**
 * Whether two answers hold the same: objects key by key; arrays item by item, each item key by
 * key, since a route maps a list's rows into new objects on every render too.
 */
const sameData = (a: unknown, b: unknown) =>
  sameEntries(a, b, Array.isArray(a) ? shallowEqual : Object.is);

/**
 * Whether two remote data show the same thing: both loading, the same error with the same retry,
 * or ready with the same entries. A route maps its answers on every render, so an unchanged
 * answer arrives as a new object; compared this way it keeps the old one.
 */
export function sameAnswer<T>(a: RemoteData<T>, b: RemoteData<T>): boolean {
  if (a.status === 'ready' && b.status === 'ready') return sameData(a.data, b.data);
  if (a.status === 'error' && b.status === 'error') {
    return a.message === b.message && a.onRetry === b.onRetry;
  }
  return a.status === b.status;
}
