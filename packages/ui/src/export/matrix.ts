import { neutraliseCell } from './neutralise';
import type { ExportColumn } from './types';

/** A row of written cells. */
export type ExportCell = string | number | boolean;

/** The header row followed by one row per given row, every cell neutralised. */
export function toMatrix<Row>(
  rows: readonly Row[],
  columns: ReadonlyArray<ExportColumn<Row>>,
): ExportCell[][] {
  const matrix: ExportCell[][] = new Array(rows.length + 1);
  matrix[0] = columns.map((column) => neutraliseCell(column.header));
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as Row;
    matrix[i + 1] = columns.map((column) => neutraliseCell(column.value(row)));
  }
  return matrix;
}
