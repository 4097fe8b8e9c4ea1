import type { Cell } from './header';

/** A file the merchant chose: its bytes and its name (which says .csv or .xlsx). */
export type StatementFile = Blob & { name: string };

/**
 * The cells of a statement, one array a row, rows numbered as the file numbers them (blank rows
 * kept). A workbook's first sheet is read with SheetJS as published to npm under @e965/xlsx, a
 * release without the advisories of the build inside xlsx-js-style (docs/adr/016); a .csv with
 * papaparse. Both load here only, inside the worker.
 */
export async function readTable(file: StatementFile): Promise<Cell[][]> {
  if (/\.xlsx$/i.test(file.name)) {
    const { read, utils } = await import('@e965/xlsx');
    const book = read(await file.arrayBuffer(), { type: 'array', dense: true });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) return [];
    return utils.sheet_to_json<Cell[]>(sheet, {
      header: 1,
      raw: true,
      defval: '',
      blankrows: true,
    });
  }
  // papaparse is CommonJS: its functions are on the default export.
  const { default: papa } = await import('papaparse');
  return papa.parse<string[]>(await file.text(), { skipEmptyLines: false }).data;
}
