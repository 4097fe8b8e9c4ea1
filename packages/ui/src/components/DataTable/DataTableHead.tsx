import type { Table } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon } from '../../icons';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { DataTableColumn } from './DataTable.types';
import { alignOf } from './cellContent';
import { ActionsHeaderCell, ControlHeaderCell, HeaderCell, SortButton } from './DataTable.styles';

export interface DataTableHeadProps<Row> {
  /** The TanStack table instance (sorting and selection state). */
  table: Table<Row>;
  /** The DataTable's columns. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** Adds the 'Select all rows' checkbox. */
  selectable: boolean;
  /** Adds the header of the row-menu column. */
  hasActions: boolean;
  /** Disables the select-all checkbox while there are no rows to select. */
  disabled: boolean;
}

function SelectAllCheckbox<Row>({ table, disabled }: { table: Table<Row>; disabled: boolean }) {
  const all = !disabled && table.getIsAllRowsSelected();
  const some = !disabled && !all && table.getIsSomeRowsSelected();
  return (
    <SelectionCheckbox
      label="Select all rows"
      hideLabel
      checked={all}
      indeterminate={some}
      disabled={disabled}
      onChange={(event) => table.toggleAllRowsSelected(event.target.checked)}
    />
  );
}

/** The header row: sort buttons with aria-sort, the select-all checkbox and the actions header. */
export function DataTableHead<Row>({
  table,
  columns,
  selectable,
  hasActions,
  disabled,
}: DataTableHeadProps<Row>) {
  const sorted = table.getState().sorting[0];
  return (
    <thead>
      <tr aria-rowindex={1}>
        {selectable && (
          <ControlHeaderCell scope="col">
            <SelectAllCheckbox table={table} disabled={disabled} />
          </ControlHeaderCell>
        )}
        {columns.map((column) => {
          const tableColumn = table.getColumn(column.id);
          const sortable = tableColumn?.getCanSort() === true;
          const direction = sorted?.id === column.id ? (sorted.desc ? 'desc' : 'asc') : null;
          const ariaSort = !sortable
            ? undefined
            : direction === 'asc'
              ? 'ascending'
              : direction === 'desc'
                ? 'descending'
                : 'none';
          return (
            <HeaderCell
              key={column.id}
              scope="col"
              aria-sort={ariaSort}
              data-align={alignOf(column)}
              style={column.width ? { width: column.width } : undefined}
            >
              {sortable && tableColumn ? (
                <SortButton
                  type="button"
                  data-sorted={direction !== null}
                  onClick={() => tableColumn.toggleSorting(undefined, false)}
                >
                  {column.header}
                  {direction === 'asc' ? (
                    <ArrowUpIcon size={14} />
                  ) : direction === 'desc' ? (
                    <ArrowDownIcon size={14} />
                  ) : (
                    <ChevronDownIcon size={14} />
                  )}
                </SortButton>
              ) : (
                column.header
              )}
            </HeaderCell>
          );
        })}
        {hasActions && (
          <ActionsHeaderCell scope="col">
            {/* The spec names the row menu's column 'Action' in every list's table. */}
            Action
          </ActionsHeaderCell>
        )}
      </tr>
    </thead>
  );
}
