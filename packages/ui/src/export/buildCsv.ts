import { neutraliseCell } from './neutralise';
import type { ExportCell } from './types';
import type * as PapaModule from 'papaparse';

type Papa = typeof PapaModule;

/** Rows per papaparse call: progress between calls, and no second copy of a whole large file. */
const ROWS_PER_PART = 5_000;

// Neutralisation is ours (neutraliseCell): papaparse's escapeFormulae would also quote '-1500'.
const OPTIONS = { newline: '\r\n', quotes: false, escapeFormulae: false } as const;

function hasDefault<T>(mod: T | { default: T }): mod is { default: T } {
  return typeof mod === 'object' && mod !== null && 'default' in mod && Boolean(mod.default);
}

/** Loads papaparse on first export only; it is not part of any page's initial bundle. */
async function loadPapa(): Promise<Papa> {
  const mod: Papa | { default: Papa } = await import('papaparse');
  return hasDefault(mod) ? mod.default : mod;
}

/**
 * The CSV text of a matrix whose first row is the header (formula-like cells neutralised, CRLF
 * line ends, no line break after the last row). Written in parts of rows, each quoted on its own
 * as papaparse quotes cell by cell, so the text is the one a single call would write.
 */
export async function buildCsv(
  matrix: ReadonlyArray<readonly ExportCell[]>,
  onRows: (done: number) => void = () => undefined,
): Promise<string> {
  const papa = await loadPapa();
  const parts: string[] = [];
  for (let start = 0; start < matrix.length; start += ROWS_PER_PART) {
    const part = matrix
      .slice(start, start + ROWS_PER_PART)
      .map((row) => row.map((cell) => neutraliseCell(cell)));
    parts.push(papa.unparse(part, OPTIONS));
    onRows(Math.max(0, Math.min(matrix.length, start + ROWS_PER_PART) - 1));
  }
  return parts.join(OPTIONS.newline);
}
