import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon } from '../../icons';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { DataTableColumn, DataTableSort } from './DataTable.types';
import { alignOf, isSortable } from './cellContent';
import { ActionsHeaderCell, ControlHeaderCell, HeaderCell, SortButton } from './DataTable.styles';

/** The 'Select all rows' checkbox's state. */
interface DataTableSelectAll {
  checked: boolean;
  indeterminate: boolean;
  /** While there are no rows to select. */
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

export interface DataTableHeadProps<Row> {
  /** The DataTable's columns. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The sorted column and direction. */
  sort: DataTableSort | null;
  /** Sorts by the column (the next direction); absent while the table's code loads. */
  onSort?: (columnId: string) => void;
  /** Adds the 'Select all rows' checkbox. */
  selectAll: DataTableSelectAll | null;
  /** Adds the header of the row-menu column. */
  hasActions: boolean;
}

/** The header row: sort buttons with aria-sort, the select-all checkbox and the actions header. */
export function DataTableHead<Row>({
  columns,
  sort,
  onSort,
  selectAll,
  hasActions,
}: DataTableHeadProps<Row>) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {selectAll && (
          <ControlHeaderCell scope="col">
            <SelectionCheckbox
              label="Select all rows"
              hideLabel
              checked={selectAll.checked}
              indeterminate={selectAll.indeterminate}
              disabled={selectAll.disabled}
              onChange={(event) => selectAll.onChange(event.target.checked)}
            />
          </ControlHeaderCell>
        )}
        {columns.map((column) => {
          const sortable = isSortable(column);
          const direction = sort?.columnId === column.id ? sort.direction : null;
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
              {sortable ? (
                <SortButton
                  type="button"
                  data-sorted={direction !== null}
                  disabled={!onSort}
                  onClick={() => onSort?.(column.id)}
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
