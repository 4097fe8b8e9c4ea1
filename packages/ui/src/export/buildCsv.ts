import { toMatrix } from './matrix';
import type { ExportColumn } from './types';
import type * as PapaModule from 'papaparse';

type Papa = typeof PapaModule;

function hasDefault<T>(mod: T | { default: T }): mod is { default: T } {
  return typeof mod === 'object' && mod !== null && 'default' in mod && Boolean(mod.default);
}

/** Loads papaparse on first export only; it is not part of any page's initial bundle. */
async function loadPapa(): Promise<Papa> {
  const mod: Papa | { default: Papa } = await import('papaparse');
  return hasDefault(mod) ? mod.default : mod;
}

/** The CSV text of the rows (header row first, formula-like cells neutralised, CRLF line ends). */
export async function buildCsv<Row>(
  rows: readonly Row[],
  columns: ReadonlyArray<ExportColumn<Row>>,
): Promise<string> {
  const papa = await loadPapa();
  const [header = [], ...body] = toMatrix(rows, columns);
  const csv = papa.unparse(
    { fields: header.map(String), data: body },
    // Neutralisation is ours (toMatrix): papaparse's escapeFormulae would also quote '-1500'.
    { newline: '\r\n', quotes: false, escapeFormulae: false },
  );
  // With no data rows papaparse still ends the header with a line break.
  return csv.endsWith('\r\n') ? csv.slice(0, -2) : csv;
}
