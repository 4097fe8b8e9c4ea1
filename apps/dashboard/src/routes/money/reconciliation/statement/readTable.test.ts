import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readTable } from './readTable';

const ROWS = [
  ['Statement of Account'],
  [],
  ['Trans. Date', 'Narration', 'Credit'],
  ['13-Nov-2026', 'NIP/STL-646377598364/SETTLEMENT', 1_415_922.12],
];

function workbook(rows: unknown[][]): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Statement');
  const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], 'statement.xlsx');
}

describe('readTable', () => {
  it('reads a workbook row by row, blank rows kept, numbers as numbers', async () => {
    await expect(readTable(workbook(ROWS))).resolves.toEqual([
      ['Statement of Account', '', ''],
      [],
      ['Trans. Date', 'Narration', 'Credit'],
      ['13-Nov-2026', 'NIP/STL-646377598364/SETTLEMENT', 1_415_922.12],
    ]);
  });

  it('reads a CSV with its quoted thousands', async () => {
    const csv = 'Trans. Date,Narration,Credit\r\n13-Nov-2026,"NIP/STL-1, LAGOS","1,415,922.12"\r\n';
    await expect(readTable(new File([csv], 'statement.csv'))).resolves.toEqual([
      ['Trans. Date', 'Narration', 'Credit'],
      ['13-Nov-2026', 'NIP/STL-1, LAGOS', '1,415,922.12'],
      [''],
    ]);
  });

  it('fails on a workbook that is not one (a zip of something else)', async () => {
    const broken = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'statement.xlsx');
    await expect(readTable(broken)).rejects.toThrow();
  });
});
