import { describe, expect, it, vi } from 'vitest';
import { readInPages } from './readInPages';

interface Row {
  id: string;
}

/** A server of `total` rows, newest first, granting at most `cap` rows a page. */
function server(total: number, cap = Infinity) {
  let rows: Row[] = Array.from({ length: total }, (_, index) => ({ id: String(total - index) }));
  const readPage = vi.fn(async (page: number, limit: number) => {
    const size = Math.min(limit, cap);
    return { items: rows.slice((page - 1) * size, page * size), total: rows.length };
  });
  return {
    readPage,
    /** A new row arrives: every later page shifts by one. */
    arrive: (id: string) => {
      rows = [{ id }, ...rows];
    },
  };
}

const options = (signal = new AbortController().signal) => ({
  pageRows: 1000,
  signal,
  onProgress: vi.fn(),
  rowId: (row: Row) => row.id,
});

describe('readInPages', () => {
  it('reads every row in pages of the asked size, telling the progress after each', async () => {
    const { readPage } = server(2500);
    const opts = options();

    const rows = await readInPages(readPage, opts);

    expect(rows).toHaveLength(2500);
    expect(readPage.mock.calls).toEqual([
      [1, 1000],
      [2, 1000],
      [3, 1000],
    ]);
    expect(opts.onProgress.mock.calls.map(([progress]) => progress)).toEqual([
      { loaded: 1000, total: 2500 },
      { loaded: 2000, total: 2500 },
      { loaded: 2500, total: 2500 },
    ]);
  });

  it('follows the page size a server grants when it caps the asked one', async () => {
    const { readPage } = server(250, 100);

    const rows = await readInPages(readPage, options());

    expect(rows?.map((row) => row.id)).toEqual(
      Array.from({ length: 250 }, (_, index) => String(250 - index)),
    );
    expect(readPage.mock.calls).toEqual([
      [1, 1000],
      [2, 100],
      [3, 100],
    ]);
  });

  it('keeps once a row a newer one pushed onto the next page, and still reads the oldest', async () => {
    const { readPage, arrive } = server(2000);
    const read = readInPages(async (page, limit) => {
      const answer = await readPage(page, limit);
      if (page === 1) arrive('new');
      return answer;
    }, options());

    const rows = await read;

    const ids = rows?.map((row) => row.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(2000);
    expect(ids).toContain('1');
  });

  it('stops before its next request once aborted, and answers nothing', async () => {
    const { readPage } = server(5000);
    const run = new AbortController();
    const read = readInPages(async (page, limit) => {
      if (page === 2) run.abort();
      return readPage(page, limit);
    }, options(run.signal));

    expect(await read).toBeUndefined();
    expect(readPage).toHaveBeenCalledTimes(2);
  });

  it('answers an empty list with one request', async () => {
    const { readPage } = server(0);

    expect(await readInPages(readPage, options())).toEqual([]);
    expect(readPage).toHaveBeenCalledTimes(1);
  });
});
