import {
  defineSearchParam,
  filterParamKeys,
  filtersFromParams,
  filtersToParams,
  type FilterDefinition,
  type ListSort,
} from '@merchant/screens';
import { PAGE_PARAM } from './pagination';

/**
 * The params that make a list's view: its filters, its sort (`?sort=amount.desc`) and its
 * columns (`?columns=status,amount,date`, the ids shown in order; absent for the spec's own). A
 * saved view is these params, so a view is a URL as well and travels as one.
 */
export const SORT_PARAM = defineSearchParam<ListSort>('sort', {
  parse: (raw) => {
    const [columnId, direction] = raw.split('.');
    return columnId && (direction === 'asc' || direction === 'desc')
      ? { columnId, direction }
      : null;
  },
  format: ({ columnId, direction }) => `${columnId}.${direction}`,
});

export const COLUMNS_PARAM = defineSearchParam<readonly string[]>('columns', {
  parse: (raw) => {
    const ids = raw.split(',').filter(Boolean);
    return ids.length > 0 ? ids : null;
  },
  format: (ids) => ids.join(','),
});

/**
 * The view a URL shows, as a canonical search string: the filters as their codec writes them
 * (a default left out, whatever the URL spelled), then the sort and the columns; '' for the
 * list's defaults. Two URLs that show the same view give the same string.
 */
export function viewSearch(definition: FilterDefinition, params: URLSearchParams): string {
  const filters = filtersToParams(definition, filtersFromParams(definition, params));
  let view = new URLSearchParams(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
  view = SORT_PARAM.write(view, SORT_PARAM.read(params));
  view = COLUMNS_PARAM.write(view, COLUMNS_PARAM.read(params));
  return view.toString();
}

/** `params` showing the view `search` instead (other params kept, back to the first page). */
export function withView(
  definition: FilterDefinition,
  params: URLSearchParams,
  search: string,
): URLSearchParams {
  let next = new URLSearchParams(params);
  for (const key of [...filterParamKeys(definition), PAGE_PARAM]) next.delete(key);
  next = COLUMNS_PARAM.write(SORT_PARAM.write(next, null), null);
  for (const [key, value] of new URLSearchParams(search)) next.set(key, value);
  return next;
}
