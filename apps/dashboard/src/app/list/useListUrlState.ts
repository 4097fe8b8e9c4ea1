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
import { useDataSaver } from '@merchant/ui';
import { DATA_SAVER_PAGE_SIZE } from '../../session/dataSaver';
import { PAGE_PARAM as PAGE, SIZE_PARAM as SIZE, readPagination } from './pagination';
import { COLUMNS_PARAM, SORT_PARAM, viewSearch, withView } from './viewParams';

/**
 * Filters, sort, columns and page of a list live in the URL, never in component state: a view
 * can be shared and reloaded, and Back undoes a filter. The filter's params derive from its
 * definition. Every change pushes a history entry; a filter or sort change returns to the first
 * page.
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
  const sort = SORT_PARAM.read(params);
  const columns = COLUMNS_PARAM.read(params);
  const pagination = readPagination(
    params,
    defaultPageSize,
    useDataSaver() ? DATA_SAVER_PAGE_SIZE : undefined,
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => URLSearchParams | void, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          return change(next) ?? next;
        },
        { state, replace },
      );
    },
    [setParams, state],
  );

  const showView = useCallback(
    (search: string, replace = false) =>
      update((current) => withView(definition, current, search), replace),
    [definition, update],
  );

  return {
    filters,
    sort,
    columns,
    pagination,
    /** The view the URL shows, as viewParams' canonical search ('' for the list's defaults). */
    view: viewSearch(definition, params),
    /** Shows a saved view's params; `replace` when it opens as the list's default. */
    showView,
    setColumns: (next: readonly string[] | null) =>
      update((search) => COLUMNS_PARAM.write(search, next)),
    setFilters: (next: FilterValues<Fields>) =>
      update((search) => {
        for (const key of filterParamKeys(definition)) search.delete(key);
        for (const [key, value] of Object.entries(filtersToParams(definition, next)))
          search.set(key, value);
        search.delete(PAGE);
      }),
    setSort: (next: ListSort | null) =>
      update((search) => {
        const sorted = SORT_PARAM.write(search, next);
        sorted.delete(PAGE);
        return sorted;
      }),
    setPagination: (next: ListPage) =>
      update((search) => {
        search.set(PAGE, String(next.pageIndex + 1));
        if (next.pageSize === defaultPageSize) search.delete(SIZE);
        else search.set(SIZE, String(next.pageSize));
      }),
  };
}
