import { plainCell } from './neutralise';
import type { ExportCell, ExportColumn } from './types';

/** The header row of the columns. */
export function headerCells<Row>(columns: ReadonlyArray<ExportColumn<Row>>): ExportCell[] {
  return columns.map((column) => column.header);
}

/**
 * One row of plain cells per given row. The accessors are functions, which cannot cross to a
 * worker, so this runs on the page and only the cells are sent.
 */
export function toCells<Row>(
  rows: readonly Row[],
  columns: ReadonlyArray<ExportColumn<Row>>,
): ExportCell[][] {
  const cells: ExportCell[][] = new Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as Row;
    cells[i] = columns.map((column) => plainCell(column.value(row)));
  }
  return cells;
}
