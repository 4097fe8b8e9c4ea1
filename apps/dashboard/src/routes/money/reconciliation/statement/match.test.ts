import { describe, expect, it } from 'vitest';
import type { ColumnMapping } from '@merchant/screens';
import { matchStatement, type SettlementToMatch } from './match';
import { readLines, type StatementLines } from './readLines';

const MAPPING: ColumnMapping = {
  date: 0,
  narration: 1,
  debit: 2,
  credit: 3,
  balance: 4,
  currency: null,
};

const settlement = (
  reference: string,
  net: number,
  date: string,
  overrides: Partial<SettlementToMatch> = {},
): SettlementToMatch => ({
  transactionAmount: net + 100,
  fee: 100,
  currency: 'NGN',
  settlementStatus: 'Completed',
  dateCreated: `${date}T10:00:00.000Z`,
  transactionReference: reference,
  ...overrides,
});

function statement(rows: string[][]): StatementLines {
  const lines = readLines(
    [['Date', 'Narration', 'Debit', 'Credit', 'Balance'], ...rows],
    0,
    MAPPING,
    'NGN',
  );
  if ('reason' in lines) throw new Error(lines.reason);
  return lines;
}

const outcomes = (result: ReturnType<typeof matchStatement>) =>
  result.lines.map(({ outcome, reference, how, difference }) => ({
    outcome,
    reference,
    how,
    difference,
  }));

describe('matchStatement', () => {
  const settlements = [
    settlement('STL-111111111111', 5_000, '2026-11-02'),
    settlement('STL-222222222222', 7_500, '2026-11-03'),
    settlement('STL-333333333333', 9_000, '2026-11-04'),
    settlement('STL-444444444444', 1_200, '2026-11-04'),
    settlement('STL-555555555555', 3_000, '2026-11-05', { settlementStatus: 'Pending' }),
    settlement('STL-666666666666', 4_000, '2026-11-05', { currency: 'USD' }),
  ];

  it('says how each line was matched, short and over, twice, unknown and missing', () => {
    const result = matchStatement(
      statement([
        ['01/11/2026', 'Opening balance', '', '', '10,000.00'],
        ['02/11/2026', 'NIP/STL-111111111111/LAGOS FRESH', '', '5,000.00', ''],
        ['03/11/2026', 'TRF FRM PROVIDER stl111111111111', '', '5,000.00', ''],
        ['04/11/2026', 'NIP FRM PROVIDER SETTLEMENT', '', '7,500.00', ''],
        ['05/11/2026', 'NIP/STL-333333333333', '', '8,500.00', ''],
        ['06/11/2026', 'POS PURCHASE', '2,000.00', '', ''],
        ['07/11/2026', 'TRF FROM ADA', '', '1,234.00', ''],
        ['09/11/2026', 'SMS ALERT CHARGES', '4.00', '', ''],
      ]),
      settlements,
    );
    expect(outcomes(result)).toEqual([
      {
        outcome: 'Matched',
        reference: 'STL-111111111111',
        how: 'Reference in narration',
        difference: 0,
      },
      {
        outcome: 'Credited twice',
        reference: 'STL-111111111111',
        how: 'Reference in narration, already credited on row 3',
        difference: undefined,
      },
      {
        outcome: 'Missing',
        reference: 'STL-444444444444',
        how: 'No credit after 3 days',
        difference: undefined,
      },
      {
        outcome: 'Matched',
        reference: 'STL-222222222222',
        how: 'Same amount, 1 day after',
        difference: 0,
      },
      {
        outcome: 'Paid short',
        reference: 'STL-333333333333',
        how: 'Reference in narration',
        difference: -500,
      },
      {
        outcome: 'Unknown credit',
        reference: '',
        how: 'No settlement has its reference or amount',
        difference: undefined,
      },
    ]);
    expect(result.totals).toEqual([
      { currency: 'NGN', settled: 22_700, received: 27_234, difference: 4_534 },
    ]);
  });

  it('calls no settlement missing in the last days of the statement: its credit may be on the way', () => {
    const result = matchStatement(statement([['03/11/2026', 'POS', '5.00', '', '']]), [
      settlement('STL-777777777777', 100, '2026-11-02'),
    ]);
    expect(result.lines).toEqual([]);
  });

  it('matches by amount only within a few days', () => {
    const result = matchStatement(
      statement([
        ['01/11/2026', 'Opening balance', '', '', '0'],
        ['20/11/2026', 'NIP FRM PROVIDER', '', '5,000.00', ''],
      ]),
      [settlement('STL-111111111111', 5_000, '2026-11-02')],
    );
    expect(result.lines.map((line) => line.outcome)).toEqual(['Missing', 'Unknown credit']);
  });
});

describe('readLines', () => {
  const read = (rows: string[][], mapping = MAPPING) =>
    readLines([['Date', 'Narration', 'Debit', 'Credit', 'Balance'], ...rows], 0, mapping, 'NGN');

  it('names the row of an unreadable date, counted as the file counts', () => {
    expect(
      read([
        ['02/11/2026', 'NIP/STL-1', '', '5,000.00', ''],
        ['31/02/2026', 'NIP/STL-2', '', '7,500.00', ''],
      ]),
    ).toEqual({
      row: 3,
      reason:
        'Row 3: the date "31/02/2026" cannot be read. Dates should read like 2026-11-13, 13/11/2026, 13-Nov-2026 or 13-Nov-26.',
    });
  });

  it('names the row of an unreadable amount', () => {
    expect(read([['02/11/2026', 'NIP', '', 'five', '']])).toMatchObject({
      row: 2,
      reason: 'Row 2: the credit "five" is not an amount.',
    });
  });

  it('passes over totals without a date, and reads CR/DR markers in one amount column', () => {
    const lines = read(
      [
        ['02/11/2026', 'NIP/STL-1', '', '5,000.00 CR', ''],
        ['03/11/2026', 'POS', '', '2,000.00 DR', ''],
        ['', 'Total', '', '7,000.00', ''],
      ],
      { ...MAPPING, debit: 3 },
    );
    expect(lines).toMatchObject({ credits: [{ row: 2, minor: 500_000 }], currencies: ['NGN'] });
  });
});
