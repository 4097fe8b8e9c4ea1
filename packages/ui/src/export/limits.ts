import type { ExportFormat } from './types';

/**
 * Data rows a file can hold below its header row. BIFF8 (.xls) stops at 65,536 rows and
 * SheetJS 0.18.5 does not complain: it writes a file of about ten rows for 100,000. So the limit is
 * checked before writing and broken with an error the user can act on.
 */
const MAX_DATA_ROWS: Record<ExportFormat, number> = {
  xls: 65_535,
  xlsx: 1_048_575,
  csv: Number.POSITIVE_INFINITY,
};

/** Thrown when there are more rows than the chosen file type holds. */
export class ExportRowLimitError extends Error {
  override readonly name = 'ExportRowLimitError';

  constructor(
    /** The chosen format. */
    readonly format: ExportFormat,
    /** How many rows were asked for. */
    readonly rowCount: number,
    /** How many the format holds. */
    readonly limit: number,
  ) {
    const count = rowCount.toLocaleString('en-US');
    const max = limit.toLocaleString('en-US');
    const alternatives = format === 'xls' ? '.xlsx or .csv' : '.csv';
    super(
      `This export has ${count} rows, but a .${format} file holds at most ${max}. ` +
        `Export as ${alternatives} instead, or narrow the filters.`,
    );
  }
}

/** Throws ExportRowLimitError when `rowCount` data rows do not fit in `format`. */
export function assertRowLimit(format: ExportFormat, rowCount: number): void {
  const limit = MAX_DATA_ROWS[format];
  if (rowCount > limit) throw new ExportRowLimitError(format, rowCount, limit);
}
