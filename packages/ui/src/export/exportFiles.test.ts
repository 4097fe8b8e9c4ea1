import { describe, expect, it } from 'vitest';
import * as XLSXModule from 'xlsx-js-style';
import { buildCsv } from './buildCsv';
import { buildWorkbook, toSheetName } from './buildWorkbook';
import { buildExportBlob, withExtension } from './exportRows';
import { ExportRowLimitError, assertRowLimit } from './limits';
import { toMatrix } from './matrix';
import type { ExportColumn } from './types';

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

function readBack(bytes: ArrayBuffer) {
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array', cellStyles: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return { book, sheet, rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }) };
}

describe('toMatrix', () => {
  it('puts the header row first and one row per given row', () => {
    const matrix = toMatrix(payments, columns);
    expect(matrix).toHaveLength(payments.length + 1);
    expect(matrix[0]).toEqual(['Reference', 'Customer', 'Amount']);
    expect(matrix[2]).toEqual(['PAY-002', '\'=HYPERLINK("http://evil")', -20]);
  });
});

describe('buildCsv', () => {
  it('writes the header, every row, quoting and neutralised formulas', async () => {
    const csv = await buildCsv(payments, columns);
    const lines = csv.split('\r\n');
    expect(lines).toEqual([
      'Reference,Customer,Amount',
      'PAY-001,Ada Obi,1500.5',
      `PAY-002,"'=HYPERLINK(""http://evil"")",-20`,
      'PAY-003,"Okafor, Chidi",0',
    ]);
  });

  it('writes only the header for no rows', async () => {
    expect(await buildCsv([], columns)).toBe('Reference,Customer,Amount');
  });
});

describe('buildWorkbook', () => {
  it.each(['xlsx', 'xls'] as const)(
    'writes a .%s file with every row and numbers as numbers',
    async (format) => {
      const { rows, sheet } = readBack(await buildWorkbook(payments, columns, format, 'Payments'));
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
    const zip = cfb.read(new Uint8Array(await buildWorkbook(payments, columns, 'xlsx')), {
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
    const zip = cfb.read(new Uint8Array(await buildWorkbook(payments, columns, 'xlsx')), {
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
    const many = Array.from({ length: 100_000 }, (_, i) => ({
      reference: `PAY-${i}`,
      customer: 'x',
      amount: i,
    }));
    await expect(buildWorkbook(many, columns, 'xls')).rejects.toBeInstanceOf(ExportRowLimitError);
    await expect(buildWorkbook(many, columns, 'xls')).rejects.toThrow(
      'This export has 100,000 rows, but a .xls file holds at most 65,535. Export as .xlsx or .csv instead, or narrow the filters.',
    );
  });

  it('writes exactly 65,535 rows to .xls', async () => {
    const single: ExportColumn<number>[] = [{ header: 'N', value: (n) => n }];
    const many = Array.from({ length: 65_535 }, (_, i) => i);
    const { rows } = readBack(await buildWorkbook(many, single, 'xls'));
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

describe('buildExportBlob', () => {
  it('starts a CSV with a byte-order mark so spreadsheets read UTF-8 (₦)', async () => {
    const blob = await buildExportBlob({ rows: payments, columns, fileName: 'x', format: 'csv' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('adds the extension once', () => {
    expect(withExtension('transactions', 'xls')).toBe('transactions.xls');
    expect(withExtension('transactions.CSV', 'csv')).toBe('transactions.CSV');
  });
});
