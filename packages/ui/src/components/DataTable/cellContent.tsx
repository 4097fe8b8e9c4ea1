import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable.types';
import { DateTimeLine } from './DataTable.styles';
import { dateLines } from './dateLines';

function renderValue(value: ReturnType<NonNullable<DataTableColumn<unknown>['value']>>): ReactNode {
  if (value === null || value === undefined) return '';
  return value instanceof Date ? value.toLocaleString() : value;
}

/** Where a column's cells align: amounts to the end unless the column says otherwise. */
export function alignOf<Row>(column: DataTableColumn<Row>): 'start' | 'end' {
  return column.align ?? (column.kind === 'amount' ? 'end' : 'start');
}

/** An e-mail that must wrap wraps before its '@', not inside its name or its domain. */
function withAddressBreak(text: string): ReactNode {
  const at = text.indexOf('@');
  if (at <= 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <wbr />
      {text.slice(at)}
    </>
  );
}

/**
 * What a cell (a table cell or a card's value) shows for one column: its `cell`, else its value
 * as text. A date written as text puts its time on a second line.
 */
export function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  const content = column.cell ? column.cell(row) : renderValue(column.value?.(row));
  if (typeof content !== 'string') return content;
  if ((column.kind ?? 'text') === 'text') return withAddressBreak(content);
  if (column.kind !== 'date') return content;
  const { day, time } = dateLines(content);
  if (time === undefined) return content;
  return (
    <>
      <DateTimeLine>{day}</DateTimeLine>
      <DateTimeLine>{time}</DateTimeLine>
    </>
  );
}
