import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_OPTIONS } from '@merchant/ui';
import { readPagination } from './pagination';

const read = (search: string, defaultPageSize = 10) =>
  readPagination(new URLSearchParams(search), defaultPageSize);

describe('readPagination', () => {
  it('takes every page size the table offers', () => {
    for (const size of PAGE_SIZE_OPTIONS)
      expect(read(`page=2&size=${size}`)).toEqual({ pageIndex: 1, pageSize: size });
  });

  it('falls back to the default for any other size, so the API never gets it as a limit', () => {
    for (const size of ['-5', '0', '1000000000', '7', '2.5', 'ten', ''])
      expect(read(`size=${size}`).pageSize, size).toBe(10);
    expect(read('')).toEqual({ pageIndex: 0, pageSize: 10 });
  });

  it("takes the list's own default even when the table does not offer it", () => {
    expect(read('size=25', 25).pageSize).toBe(25);
    expect(read('size=30', 25).pageSize).toBe(25);
  });

  it('reads a page that is not a whole number from 1 as the first', () => {
    for (const page of ['0', '-3', '1.5', 'x'])
      expect(read(`page=${page}`).pageIndex, page).toBe(0);
    expect(read('page=3').pageIndex).toBe(2);
  });

  it('keeps to the largest size given (data saver), whatever the URL or the default asks', () => {
    expect(readPagination(new URLSearchParams('size=50'), 10, 10).pageSize).toBe(10);
    expect(readPagination(new URLSearchParams(''), 25, 10).pageSize).toBe(10);
    expect(readPagination(new URLSearchParams('size=10'), 25, 10).pageSize).toBe(10);
  });
});
