import { neutraliseCell } from './neutralise';
import type { ExportColumn, ExportValue } from './types';

/** A row of written cells. */
export type ExportCell = string | number | boolean;

/**
 * The header row followed by one row per given row, every cell through `cell`: neutralised for
 * CSV by default; a workbook keeps the text and marks formula-like cells as text itself.
 */
export function toMatrix<Row>(
  rows: readonly Row[],
  columns: ReadonlyArray<ExportColumn<Row>>,
  cell: (value: ExportValue) => ExportCell = neutraliseCell,
): ExportCell[][] {
  const matrix: ExportCell[][] = new Array(rows.length + 1);
  matrix[0] = columns.map((column) => cell(column.header));
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as Row;
    matrix[i + 1] = columns.map((column) => cell(column.value(row)));
  }
  return matrix;
}
