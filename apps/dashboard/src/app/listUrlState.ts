import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListPage, ListSort } from '@merchant/screens';

/** How a list's filters travel in the URL: read from and written to search params. */
export interface FilterCodec<Filters> {
  /** Every search param the filters use. */
  keys: readonly string[];
  read: (params: URLSearchParams) => Filters;
  write: (filters: Filters) => Record<string, string>;
}

const SORT = 'sort';
const PAGE = 'page';
const SIZE = 'size';

function readSort(params: URLSearchParams): ListSort | null {
  const [columnId, direction] = (params.get(SORT) ?? '').split('.');
  return columnId && (direction === 'asc' || direction === 'desc') ? { columnId, direction } : null;
}

/**
 * Filters, sort and page of a list live in the URL (CONVENTIONS.md): a view can be shared and
 * reloaded, and Back undoes a filter. Every change pushes a history entry; a filter change
 * returns to the first page.
 */
export function useListUrlState<Filters>(codec: FilterCodec<Filters>, defaultPageSize: number) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => codec.read(params), [codec, params]);
  const sort = readSort(params);
  const pagination: ListPage = {
    pageIndex: Math.max(0, Number(params.get(PAGE) ?? '1') - 1),
    pageSize: Number(params.get(SIZE) ?? defaultPageSize) || defaultPageSize,
  };

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      });
    },
    [setParams],
  );

  return {
    filters,
    sort,
    pagination,
    setFilters: (next: Filters) =>
      update((search) => {
        for (const key of codec.keys) search.delete(key);
        for (const [key, value] of Object.entries(codec.write(next)))
          if (value) search.set(key, value);
        search.delete(PAGE);
      }),
    setSort: (next: ListSort | null) =>
      update((search) =>
        next ? search.set(SORT, `${next.columnId}.${next.direction}`) : search.delete(SORT),
      ),
    setPagination: (next: ListPage) =>
      update((search) => {
        search.set(PAGE, String(next.pageIndex + 1));
        if (next.pageSize === defaultPageSize) search.delete(SIZE);
        else search.set(SIZE, String(next.pageSize));
      }),
  };
}
