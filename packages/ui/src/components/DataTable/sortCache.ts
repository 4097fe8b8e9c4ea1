/**
 * Sorted row orders, computed once per data array and column, then reused.
 *
 * Stock TanStack sorting copies every row object and runs a generic comparator on each click, too
 * slow for the table's 50 ms budget at 10,000 rows (spec/loading-and-errors.md, ADR 007). Here a
 * click on a column already sorted once costs a lookup, the first click costs one sort of
 * precomputed keys (plain `<` on strings or numbers instead of a collator), and descending order
 * is the ascending order read backwards.
 */

/** How a column's values compare. */
export type SortKind = 'text' | 'number' | 'date';

/** What a column hands over for sorting. */
export type SortValue = string | number | boolean | Date | null | undefined;

export type SortDirection = 'asc' | 'desc';

interface CachedOrder {
  /** Row indexes in ascending order; rows without a value come last. */
  asc: Int32Array;
  /** Descending order with rows without a value still last; built on first use. */
  desc: Int32Array | null;
  /** How many leading entries of `asc` have a value. */
  valued: number;
}

// Keyed by the data array itself, so a new array (a new page, a refetch) starts afresh and an old
// one is garbage-collected with its orders.
const cache = new WeakMap<readonly unknown[], Map<string, CachedOrder>>();

const nonAscii = /[\u0080-\uffff]/;
const combiningMarks = /[\u0300-\u036f]/g;

/**
 * A key that orders text case- and accent-insensitively with plain `<`. Cheaper than
 * `Intl.Collator.compare` per comparison, and right for the names, e-mails and references in lists.
 */
export function textSortKey(value: SortValue): string | null {
  if (value === null || value === undefined) return null;
  const text = (value instanceof Date ? value.toISOString() : String(value)).trim().toLowerCase();
  if (text === '') return null;
  return nonAscii.test(text) ? text.normalize('NFKD').replace(combiningMarks, '') : text;
}

/** A numeric key, or NaN when the value is not a number (amounts may arrive as '1,234.50'). */
export function numberSortKey(value: SortValue): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (value === null || value === undefined) return Number.NaN;
  const text = value.replace(/,/g, '').trim();
  return text === '' ? Number.NaN : Number(text);
}

/** A timestamp key, or NaN when the value is not a date. */
export function dateSortKey(value: SortValue): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return new Date(value).getTime();
}

function sortByText<Row>(data: readonly Row[], accessor: (row: Row) => SortValue): CachedOrder {
  const keys: Array<string | null> = new Array(data.length);
  const valued: number[] = [];
  const empty: number[] = [];
  for (let i = 0; i < data.length; i += 1) {
    const key = textSortKey(accessor(data[i] as Row));
    keys[i] = key;
    (key === null ? empty : valued).push(i);
  }
  const textKeys = keys as string[];
  // Array#sort is stable, so equal keys keep the data order (the API's newest-first order).
  valued.sort((a, b) => {
    const ka = textKeys[a] as string;
    const kb = textKeys[b] as string;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  return { asc: Int32Array.from([...valued, ...empty]), desc: null, valued: valued.length };
}

function sortByNumber<Row>(
  data: readonly Row[],
  accessor: (row: Row) => SortValue,
  toKey: (value: SortValue) => number,
): CachedOrder {
  const keys = new Float64Array(data.length);
  const valued: number[] = [];
  const empty: number[] = [];
  for (let i = 0; i < data.length; i += 1) {
    const key = toKey(accessor(data[i] as Row));
    keys[i] = key;
    (Number.isNaN(key) ? empty : valued).push(i);
  }
  valued.sort((a, b) => (keys[a] as number) - (keys[b] as number));
  return { asc: Int32Array.from([...valued, ...empty]), desc: null, valued: valued.length };
}

function reverseValued(order: CachedOrder): Int32Array {
  const desc = new Int32Array(order.asc.length);
  for (let i = 0; i < order.valued; i += 1) desc[i] = order.asc[order.valued - 1 - i] as number;
  desc.set(order.asc.subarray(order.valued), order.valued);
  return desc;
}

/**
 * The row indexes of `data` sorted by one column. Cached per (data array, column id, kind):
 * the accessor of a column id must stay the same function of the row for as long as the array lives.
 */
export function getSortedOrder<Row>(
  data: readonly Row[],
  columnId: string,
  accessor: (row: Row) => SortValue,
  kind: SortKind,
  direction: SortDirection,
): Int32Array {
  let byColumn = cache.get(data);
  if (!byColumn) {
    byColumn = new Map();
    cache.set(data, byColumn);
  }
  const key = `${kind}:${columnId}`;
  let order = byColumn.get(key);
  if (!order) {
    order =
      kind === 'text'
        ? sortByText(data, accessor)
        : sortByNumber(data, accessor, kind === 'date' ? dateSortKey : numberSortKey);
    byColumn.set(key, order);
  }
  if (direction === 'asc') return order.asc;
  order.desc ??= reverseValued(order);
  return order.desc;
}

/** Keeps the entries of `order` whose row is in `included` (a mask by row index), in order. */
export function filterOrder(order: Int32Array, included: Uint8Array): Int32Array {
  const kept = new Int32Array(order.length);
  let count = 0;
  for (let i = 0; i < order.length; i += 1) {
    const index = order[i] as number;
    if (included[index] === 1) {
      kept[count] = index;
      count += 1;
    }
  }
  return kept.subarray(0, count);
}
