/** Anything a detail field may hold. */
export type DisplayValue = string | number | null | undefined;

/** A value as text, or 'N/A' when it is empty (null, undefined or blank text). */
export function orNA(value: DisplayValue): string {
  if (value === null || value === undefined) return 'N/A';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'N/A';
  return value.trim() === '' ? 'N/A' : value;
}
