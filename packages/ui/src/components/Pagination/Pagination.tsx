import type { ChangeEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { formatCount } from '../../format';
import { IconButton } from '../IconButton';
import { PageSize, PageSizeSelect, PageStatus, PaginationRoot, Steps } from './Pagination.styles';

/** The rows-per-page choices a table offers unless told otherwise. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100];

export interface PaginationProps {
  /** Zero-based index of the current page. */
  pageIndex: number;
  /** Number of pages; 0 when there are no rows. */
  pageCount: number;
  /** Rows per page. */
  pageSize: number;
  /** Choices of the rows-per-page select. */
  pageSizeOptions?: readonly number[];
  /** Total rows across pages; when given, the range shown ('1–10 of 1,234') is written out. */
  totalRows?: number;
  /** Called with the zero-based index of the page to show. */
  onPageChange: (pageIndex: number) => void;
  /** Called with the new page size; without it the rows-per-page select is hidden. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** Page navigation for a table: 'Page X of Y', previous and next, and rows per page. */
export function Pagination({
  pageIndex,
  pageCount,
  pageSize,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  totalRows,
  onPageChange,
  onPageSizeChange,
  label = 'Pagination',
}: PaginationProps) {
  const pages = Math.max(pageCount, 1);
  const current = Math.min(pageIndex, pages - 1) + 1;
  const options = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  const first = totalRows === 0 ? 0 : pageIndex * pageSize + 1;
  const last = totalRows === undefined ? 0 : Math.min((pageIndex + 1) * pageSize, totalRows);

  return (
    <PaginationRoot aria-label={label}>
      {onPageSizeChange && (
        <PageSize>
          {/* The select is named by its own (hidden) label; this is the visible twin. */}
          <span aria-hidden="true">Rows per page</span>
          <PageSizeSelect
            label="Rows per page"
            hideLabel
            value={String(pageSize)}
            options={options.map((size) => ({ value: String(size), label: String(size) }))}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              onPageSizeChange(Number(event.target.value))
            }
          />
        </PageSize>
      )}
      {totalRows !== undefined && (
        <span>
          {formatCount(first)}–{formatCount(last)} of {formatCount(totalRows)}
        </span>
      )}
      <PageStatus aria-live="polite">
        Page {formatCount(current)} of {formatCount(pages)}
      </PageStatus>
      <Steps>
        <IconButton
          variant="secondary"
          size="sm"
          label="Previous page"
          icon={<ChevronLeftIcon size={16} />}
          disabled={current <= 1}
          onClick={() => onPageChange(current - 2)}
        />
        <IconButton
          variant="secondary"
          size="sm"
          label="Next page"
          icon={<ChevronRightIcon size={16} />}
          disabled={current >= pages}
          onClick={() => onPageChange(current)}
        />
      </Steps>
    </PaginationRoot>
  );
}
