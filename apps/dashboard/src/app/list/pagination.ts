import type { ListPage } from '@merchant/screens';
import { PAGE_SIZE_OPTIONS } from '@merchant/ui';

/** The URL params of a list's page and rows per page. */
export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'size';

/**
 * The page a list's URL asks for. The size goes to the API as its limit, so only a size the
 * table offers (or the list's default) is taken; any other, like a page that is not a whole
 * number from 1, falls back to the default. `largest` caps the size (data saver).
 */
export function readPagination(
  params: URLSearchParams,
  defaultPageSize: number,
  largest = Infinity,
): ListPage {
  const page = Number(params.get(PAGE_PARAM));
  const size = Number(params.get(SIZE_PARAM));
  const offered = size === defaultPageSize || PAGE_SIZE_OPTIONS.includes(size);
  return {
    pageIndex: Number.isSafeInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: Math.min(offered ? size : defaultPageSize, largest),
  };
}
