import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable.types';
import { dateOnTwoLines } from './dateLines';

function renderValue(value: ReturnType<NonNullable<DataTableColumn<unknown>['value']>>): ReactNode {
  if (value === null || value === undefined) return '';
  return value instanceof Date ? value.toLocaleString() : value;
}

/** Where a column's cells align: amounts to the end unless the column says otherwise. */
export function alignOf<Row>(column: DataTableColumn<Row>): 'start' | 'end' {
  return column.align ?? (column.kind === 'amount' ? 'end' : 'start');
}

/** Whether the column's header sorts: it asks to and has a value to compare. */
export function isSortable<Row>(column: DataTableColumn<Row>): boolean {
  return Boolean(column.sortable && column.value);
}

/**
 * What a cell (a table cell or a card's value) shows for one column: its `cell`, else its value
 * as text. A date written as text puts its time on a second line.
 */
export function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  const content = column.cell ? column.cell(row) : renderValue(column.value?.(row));
  return column.kind === 'date' && typeof content === 'string' ? dateOnTwoLines(content) : content;
}
