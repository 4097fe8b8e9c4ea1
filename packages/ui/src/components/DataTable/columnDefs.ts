import type { ColumnDef } from '@tanstack/react-table';
import type { DataTableColumn, DataTableSort } from './DataTable.types';
import { isSortable } from './cellContent';
import { sortingFnFor } from './rowModels';
import type { SortingState } from '@tanstack/react-table';

/** Maps the DataTable's columns to TanStack column definitions (values only: cells render directly). */
export function toColumnDefs<Row>(columns: ReadonlyArray<DataTableColumn<Row>>): ColumnDef<Row>[] {
  return columns.map((column) => {
    const value = column.value;
    return {
      id: column.id,
      header: column.header,
      ...(value ? { accessorFn: (row: Row) => value(row) } : {}),
      enableSorting: isSortable(column),
      enableGlobalFilter: Boolean(value) && column.searchable !== false,
      sortingFn: sortingFnFor(column.sortKind ?? 'text'),
    };
  });
}

/** The DataTable's sort as TanStack sorting state. */
export function toSortingState(sort: DataTableSort | null): SortingState {
  return sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : [];
}

/** TanStack sorting state as the DataTable's sort (single column). */
export function fromSortingState(sorting: SortingState): DataTableSort | null {
  const first = sorting[0];
  return first ? { columnId: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
}
