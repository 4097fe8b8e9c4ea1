import type { ReactNode } from 'react';
import type { DataTableColumn } from '@merchant/ui';

/**
 * A column of a list, written once for the table and the export: `text` is what the cell says
 * and what the file holds, so the two cannot drift. `cell` only decorates that text (a badge).
 */
export interface ListColumn<Row> extends Omit<DataTableColumn<Row>, 'cell'> {
  /** The cell's text, e.g. money(row.amount, row.currency) or 'N/A'; written as is to the export. */
  text: (row: Row) => string;
  /** Renders the cell when plain text is not enough; it must show `text`. */
  cell?: (row: Row) => ReactNode;
  /** Leaves the column out of the export (e.g. an image). */
  exported?: false;
}

/** A column of an exported file: its header and the text of each row. */
export interface ListExportColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/** The table's columns: a cell with no renderer shows the text; sorting reads `value` else the text. */
export function toTableColumns<Row>(columns: readonly ListColumn<Row>[]): DataTableColumn<Row>[] {
  return columns.map(({ text, cell, exported: _exported, ...column }) => ({
    ...column,
    value: column.value ?? text,
    cell: cell ?? text,
  }));
}

/** The export's columns: the same headers and texts as the table, in the same order. */
export function toExportColumns<Row>(columns: readonly ListColumn<Row>[]): ListExportColumn<Row>[] {
  return columns
    .filter((column) => column.exported !== false)
    .map((column) => ({ header: column.header, value: column.text }));
}
