import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  filterParamKeys,
  filtersFromParams,
  filtersToParams,
  type FilterDefinition,
  type FilterFields,
  type FilterValues,
  type ListPage,
  type ListSort,
} from '@merchant/screens';
import { PAGE_PARAM as PAGE, SIZE_PARAM as SIZE, readPagination } from './pagination';

const SORT = 'sort';

function readSort(params: URLSearchParams): ListSort | null {
  const [columnId, direction] = (params.get(SORT) ?? '').split('.');
  return columnId && (direction === 'asc' || direction === 'desc') ? { columnId, direction } : null;
}

/**
 * Filters, sort and page of a list live in the URL, never in component state: a view can be
 * shared and reloaded, and Back undoes a filter. The filter's params derive from its definition.
 * Every change pushes a history entry; a filter or sort change returns to the first page.
 */
export function useListUrlState<Fields extends FilterFields>(
  definition: FilterDefinition<Fields>,
  defaultPageSize: number,
) {
  const [params, setParams] = useSearchParams();
  // A list inside a details page (a customer's transactions) keeps the entry's state: it holds
  // where the page's back link returns to (backLink.ts).
  const { state } = useLocation();
  const filters = useMemo(() => filtersFromParams(definition, params), [definition, params]);
  const sort = readSort(params);
  const pagination = readPagination(params, defaultPageSize);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { state },
      );
    },
    [setParams, state],
  );

  return {
    filters,
    sort,
    pagination,
    setFilters: (next: FilterValues<Fields>) =>
      update((search) => {
        for (const key of filterParamKeys(definition)) search.delete(key);
        for (const [key, value] of Object.entries(filtersToParams(definition, next)))
          search.set(key, value);
        search.delete(PAGE);
      }),
    setSort: (next: ListSort | null) =>
      update((search) => {
        if (next) search.set(SORT, `${next.columnId}.${next.direction}`);
        else search.delete(SORT);
        search.delete(PAGE);
      }),
    setPagination: (next: ListPage) =>
      update((search) => {
        search.set(PAGE, String(next.pageIndex + 1));
        if (next.pageSize === defaultPageSize) search.delete(SIZE);
        else search.set(SIZE, String(next.pageSize));
      }),
  };
}
