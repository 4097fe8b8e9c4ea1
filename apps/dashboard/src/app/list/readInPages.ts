import type { RowsProgress } from '@merchant/screens';

interface ReadInPagesOptions<Row> {
  /** Rows asked for per request; a server that caps its pages lower sets the size instead. */
  pageRows: number;
  /** Ends the read before its next request; the read then resolves to undefined. */
  signal: AbortSignal;
  /** Told after each page. */
  onProgress: (progress: RowsProgress) => void;
  /** The row's id: a row seen twice (pages shifted by a new row meanwhile) is kept once. */
  rowId?: (row: Row) => string;
}

/**
 * Every matching row of a server-paged list, read page after page from the first, so a list of
 * any size arrives in answers of a bounded size and can be stopped. The first answer tells the
 * page size the server grants; the read goes on while the latest answer's total says more pages
 * follow, and ends at an empty page. Pages run newest first, so a row added meanwhile pushes
 * older rows onto the next page: seen twice, it is kept once, and the oldest is still read.
 */
export async function readInPages<Row>(
  readPage: (page: number, limit: number) => Promise<{ items: Row[]; total: number }>,
  { pageRows, signal, onProgress, rowId }: ReadInPagesOptions<Row>,
): Promise<Row[] | undefined> {
  const rows: Row[] = [];
  const seen = new Set<string>();
  const add = (items: readonly Row[]) => {
    for (const row of items) {
      const id = rowId?.(row);
      if (id !== undefined) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      rows.push(row);
    }
  };
  if (signal.aborted) return undefined;
  const first = await readPage(1, pageRows);
  if (signal.aborted) return undefined;
  add(first.items);
  const limit = first.items.length;
  let total = first.total;
  onProgress({ loaded: rows.length, total });
  // Each answer's total counts: a row added meanwhile lengthens the list by a page's end.
  for (let page = 2; limit > 0 && (page - 1) * limit < total; page += 1) {
    const next = await readPage(page, limit);
    if (signal.aborted) return undefined;
    if (next.items.length === 0) break;
    add(next.items);
    total = next.total;
    onProgress({ loaded: Math.min(rows.length, total), total });
  }
  return rows;
}
