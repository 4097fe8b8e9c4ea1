import { describe, expect, it } from 'vitest';
import * as XLSXModule from 'xlsx-js-style';
import { buildCsv } from './buildCsv';
import { buildWorkbook, toSheetName } from './buildWorkbook';
import { withExtension } from './exportRows';
import { ExportRowLimitError, assertRowLimit } from './limits';
import { headerCells, toCells } from './matrix';
import type { ExportCell, ExportColumn } from './types';
import { writeExportFile } from './writeFile';

type Xlsx = typeof XLSXModule;
const XLSX: Xlsx =
  'default' in XLSXModule ? (XLSXModule as unknown as { default: Xlsx }).default : XLSXModule;

interface Payment {
  reference: string;
  customer: string;
  amount: number;
}

const columns: ExportColumn<Payment>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Customer', value: (r) => r.customer },
  { header: 'Amount', value: (r) => r.amount },
];

const payments: Payment[] = [
  { reference: 'PAY-001', customer: 'Ada Obi', amount: 1500.5 },
  { reference: 'PAY-002', customer: '=HYPERLINK("http://evil")', amount: -20 },
  { reference: 'PAY-003', customer: 'Okafor, Chidi', amount: 0 },
];

interface CfbEntry {
  content: Uint8Array;
}
const cfb = XLSX.CFB as {
  read: (data: Uint8Array, options: { type: 'array' }) => unknown;
  find: (container: unknown, path: string) => CfbEntry | null;
};

/** The cells the page sends the worker: the header row, then one row per payment. */
const matrixOf = <Row>(rows: readonly Row[], cols: ReadonlyArray<ExportColumn<Row>>) => [
  headerCells(cols),
  ...toCells(rows, cols),
];
const matrix = matrixOf(payments, columns);

function readBack(bytes: ArrayBuffer) {
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array', cellStyles: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return { book, sheet, rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }) };
}

describe('toCells', () => {
  it('maps each row to plain cells, text kept as written (the writer neutralises)', () => {
    expect(matrix).toHaveLength(payments.length + 1);
    expect(matrix[0]).toEqual(['Reference', 'Customer', 'Amount']);
    expect(matrix[2]).toEqual(['PAY-002', '=HYPERLINK("http://evil")', -20]);
  });

  it('writes empty cells for null, undefined and non-finite numbers', () => {
    const cols: ExportColumn<number>[] = [
      { header: 'A', value: () => null },
      { header: 'B', value: () => undefined },
      { header: 'C', value: (n) => n },
    ];
    expect(toCells([Number.NaN, 1], cols)).toEqual([
      ['', '', ''],
      ['', '', 1],
    ]);
  });
});

describe('buildCsv', () => {
  it('writes the header, every row, quoting and neutralised formulas', async () => {
    const csv = await buildCsv(matrix);
    const lines = csv.split('\r\n');
    expect(lines).toEqual([
      'Reference,Customer,Amount',
      'PAY-001,Ada Obi,1500.5',
      `PAY-002,"'=HYPERLINK(""http://evil"")",-20`,
      'PAY-003,"Okafor, Chidi",0',
    ]);
  });

  it('writes the same text in parts as in one piece, and tells the rows written', async () => {
    const many: ExportCell[][] = Array.from({ length: 12_001 }, (_, i) => [`R-${i}`, '@x', i]);
    const done: number[] = [];
    const csv = await buildCsv([headerCells(columns), ...many], (rows) => done.push(rows));
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(12_002);
    expect(lines[5_001]).toBe("R-5000,'@x,5000");
    expect(lines[12_001]).toBe("R-12000,'@x,12000");
    expect(done).toEqual([4_999, 9_999, 12_001]);
  });

  it('writes only the header for no rows', async () => {
    expect(await buildCsv([headerCells(columns)])).toBe('Reference,Customer,Amount');
  });
});

describe('buildWorkbook', () => {
  it.each(['xlsx', 'xls'] as const)(
    'writes a .%s file with every row and numbers as numbers',
    async (format) => {
      const { rows, sheet } = readBack(await buildWorkbook(matrix, format, 'Payments'));
      expect(rows).toHaveLength(payments.length + 1);
      expect(rows[0]).toEqual(['Reference', 'Customer', 'Amount']);
      expect(rows[1]).toEqual(['PAY-001', 'Ada Obi', 1500.5]);
      // A text cell, never a formula, and no apostrophe showing.
      expect(sheet.B3?.v).toBe('=HYPERLINK("http://evil")');
      expect(sheet.B3?.t).toBe('s');
      expect(sheet.B3?.f).toBeUndefined();
    },
  );

  it('styles the header row bold in .xlsx', async () => {
    // SheetJS does not read styles back, so follow A1's style index into the package's styles.xml.
    const zip = cfb.read(new Uint8Array(await buildWorkbook(matrix, 'xlsx', 'Export')), {
      type: 'array',
    });
    const text = (path: string) => new TextDecoder().decode(cfb.find(zip, path)?.content);
    const styles = text('/xl/styles.xml');
    const sheetXml = text('/xl/worksheets/sheet1.xml');
    const fonts = styles.match(/<font>.*?<\/font>/g) ?? [];
    const cellXfs = /<cellXfs[^>]*>(.*?)<\/cellXfs>/.exec(styles)?.[1]?.match(/<xf [^>]*>/g) ?? [];
    const fontOf = (cell: string) => {
      const styleIndex = Number(new RegExp(`<c r="${cell}"[^>]* s="(\\d+)"`).exec(sheetXml)?.[1]);
      const fontId = Number(/fontId="(\d+)"/.exec(cellXfs[styleIndex] ?? '')?.[1]);
      return fonts[fontId] ?? '';
    };
    expect(fontOf('A1')).toContain('<b/>');
    expect(fontOf('C1')).toContain('<b/>');
    expect(fontOf('A2')).not.toContain('<b/>');
  });

  it('writes formula-like text in .xlsx as a string cell in the text format (@)', async () => {
    const zip = cfb.read(new Uint8Array(await buildWorkbook(matrix, 'xlsx', 'Export')), {
      type: 'array',
    });
    const text = (path: string) => new TextDecoder().decode(cfb.find(zip, path)?.content);
    const sheetXml = text('/xl/worksheets/sheet1.xml');
    const cellXfs =
      /<cellXfs[^>]*>(.*?)<\/cellXfs>/.exec(text('/xl/styles.xml'))?.[1]?.match(/<xf [^>]*>/g) ??
      [];
    const cellOf = (ref: string) => new RegExp(`<c r="${ref}"[^>]*>`).exec(sheetXml)?.[0] ?? '';
    const formatOf = (ref: string) =>
      /numFmtId="(\d+)"/.exec(cellXfs[Number(/ s="(\d+)"/.exec(cellOf(ref))?.[1])] ?? '')?.[1];
    // SheetJS writes strings inline as t="str" with a value and no formula.
    expect(cellOf('B3')).toMatch(/ t="str?"/);
    // 49 is Excel's built-in '@' (Text).
    expect(formatOf('B3')).toBe('49');
    expect(formatOf('B2')).not.toBe('49');
    expect(sheetXml).not.toContain('<f>');
  });

  it('refuses more than 65,535 rows for .xls before writing anything', async () => {
    const many = [
      headerCells(columns),
      ...Array.from({ length: 100_000 }, (_, i) => ['x', 'y', i]),
    ];
    await expect(buildWorkbook(many, 'xls', 'Export')).rejects.toBeInstanceOf(ExportRowLimitError);
    await expect(buildWorkbook(many, 'xls', 'Export')).rejects.toThrow(
      'This export has 100,000 rows, but a .xls file holds at most 65,535. Export as .xlsx or .csv instead, or narrow the filters.',
    );
  });

  it('writes exactly 65,535 rows to .xls', async () => {
    const many = [['N'], ...Array.from({ length: 65_535 }, (_, i) => [i])];
    const { rows } = readBack(await buildWorkbook(many, 'xls', 'Export'));
    expect(rows).toHaveLength(65_536);
    expect(rows[65_535]).toEqual([65_534]);
  }, 30_000);

  it('cleans sheet names', () => {
    expect(toSheetName('Transactions: 2024/01')).toBe('Transactions  2024 01');
    expect(toSheetName('x'.repeat(40))).toHaveLength(31);
    expect(toSheetName('  ')).toBe('Sheet1');
  });
});

describe('limits', () => {
  it('allows 65,535 rows for .xls and any number for .csv', () => {
    expect(() => assertRowLimit('xls', 65_535)).not.toThrow();
    expect(() => assertRowLimit('xls', 65_536)).toThrow(ExportRowLimitError);
    expect(() => assertRowLimit('csv', 5_000_000)).not.toThrow();
  });
});

describe('writeExportFile', () => {
  it('starts a CSV with a byte-order mark so spreadsheets read UTF-8 (₦)', async () => {
    const blob = await writeExportFile(matrix, { format: 'csv', sheetName: 'x' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('adds the extension once', () => {
    expect(withExtension('transactions', 'xls')).toBe('transactions.xls');
    expect(withExtension('transactions.CSV', 'csv')).toBe('transactions.CSV');
  });
});
