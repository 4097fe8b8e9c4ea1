import { memo } from 'react';
import type { DataTableColumn } from './DataTable.types';
import { alignOf, cellContent } from './cellContent';
import { SelectionCheckbox } from './SelectionCheckbox';
import { BodyRow, Cell, ControlCell } from './DataTable.styles';
import { DataTableRowMenu, type RowActionsRenderer } from './DataTableRowMenu';

export interface DataTableRowProps<Row> {
  /** The row's data. */
  row: Row;
  /** The row's id (from getRowId). */
  rowId: string;
  /** 1-based position across all pages, for 'Select row N' and aria-rowindex. */
  position: number;
  /** How the row is named, e.g. its reference. */
  label: string;
  /** The DataTable's columns. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** Shows the selection checkbox. */
  selectable: boolean;
  /** Whether the row is selected. */
  selected: boolean;
  /** Called when the checkbox changes. */
  onToggle: (rowId: string, checked: boolean) => void;
  /** Renders the row menu. */
  rowActions: RowActionsRenderer<Row> | undefined;
}

function DataTableRowInner<Row>({
  row,
  rowId,
  position,
  label,
  columns,
  selectable,
  selected,
  onToggle,
  rowActions,
}: DataTableRowProps<Row>) {
  return (
    <BodyRow aria-rowindex={position + 1} data-selected={selected}>
      {selectable && (
        <ControlCell>
          <SelectionCheckbox
            label={`Select row ${position}`}
            hideLabel
            checked={selected}
            onChange={(event) => onToggle(rowId, event.target.checked)}
          />
        </ControlCell>
      )}
      {columns.map((column) => (
        <Cell key={column.id} data-align={alignOf(column)} data-kind={column.kind ?? 'text'}>
          {cellContent(column, row)}
        </Cell>
      ))}
      {rowActions && (
        <ControlCell>
          <DataTableRowMenu row={row} label={label} rowActions={rowActions} />
        </ControlCell>
      )}
    </BodyRow>
  );
}

/**
 * One body row. Memoised: selecting one row or scrolling re-renders only the rows whose
 * props changed, which keeps large tables responsive.
 */
export const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner;
