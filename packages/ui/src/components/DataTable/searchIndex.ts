/**
 * Client-side text filtering with one lowercased search string per row, built once per data array.
 * A filter is then one `includes` per row, not a pass through every column's accessor.
 */

// Separates column values so a query cannot match across the end of one value and the start of the next.
const SEPARATOR = '\u0001';

const cache = new WeakMap<readonly unknown[], Map<string, readonly string[]>>();

/** What a row contributes to the search: the text of each searchable column. */
export type SearchValues<Row> = (row: Row) => ReadonlyArray<string | number | null | undefined>;

/** Normalises a query the way the index is built: trimmed and lowercased. */
export function normaliseQuery(query: string | null | undefined): string {
  return (query ?? '').trim().toLowerCase();
}

/**
 * The lowercased search string of every row. Cached per (data array, key): pass a key that names
 * the searchable columns so a different set of columns gets its own index.
 */
export function getSearchIndex<Row>(
  data: readonly Row[],
  key: string,
  values: SearchValues<Row>,
): readonly string[] {
  let byKey = cache.get(data);
  if (!byKey) {
    byKey = new Map();
    cache.set(data, byKey);
  }
  let index = byKey.get(key);
  if (!index) {
    const built: string[] = new Array(data.length);
    for (let i = 0; i < data.length; i += 1) {
      built[i] = values(data[i] as Row)
        .map((value) => (value === null || value === undefined ? '' : String(value)))
        .join(SEPARATOR)
        .toLowerCase();
    }
    index = built;
    byKey.set(key, index);
  }
  return index;
}

/** A mask by row index (1 = the row matches) and the number of matches, or null for an empty query. */
export function matchRows(
  index: readonly string[],
  query: string,
): { mask: Uint8Array; count: number } | null {
  const needle = normaliseQuery(query);
  if (needle === '') return null;
  const mask = new Uint8Array(index.length);
  let count = 0;
  for (let i = 0; i < index.length; i += 1) {
    if ((index[i] as string).includes(needle)) {
      mask[i] = 1;
      count += 1;
    }
  }
  return { mask, count };
}
