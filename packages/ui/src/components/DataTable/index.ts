export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export type {
  DataTableColumn,
  DataTableSort,
  DataTablePageState,
  DataTableServerPagination,
  DataTableError,
} from './DataTable.types';
export type { RowActionsRenderer } from './DataTableRowMenu';
export type { SortKind, SortDirection } from './sortCache';
