import type { RemoteData } from '../types';

/** Whether two values hold the same entries: arrays item by item, objects key by key. */
function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aEntries = Object.entries(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aEntries.length === Object.keys(b).length &&
    aEntries.every(([key, value]) => key in bRecord && Object.is(value, bRecord[key]))
  );
}

/**
 * Whether two remote data show the same thing: both loading, the same error with the same retry,
 * or ready with the same entries. A route maps its answers on every render, so an unchanged
 * answer arrives as a new object; compared this way it keeps the old one.
 */
export function sameAnswer<T>(a: RemoteData<T>, b: RemoteData<T>): boolean {
  if (a.status === 'ready' && b.status === 'ready') return shallowEqual(a.data, b.data);
  if (a.status === 'error' && b.status === 'error') {
    return a.message === b.message && a.onRetry === b.onRetry;
  }
  return a.status === b.status;
}
