import { describe, expect, it } from 'vitest';
import { parseStatementAmount } from './amounts';
import { isoDay, parseStatementDate } from './dates';

const date = (cell: string | number) => {
  const day = parseStatementDate(cell);
  return day === null ? null : isoDay(day);
};

describe('statement dates', () => {
  it.each([
    ['2026-11-13', '2026-11-13'],
    ['13/11/2026', '2026-11-13'],
    ['3/11/2026', '2026-11-03'],
    ['13-Nov-2026', '2026-11-13'],
    ['13-Nov-26', '2026-11-13'],
    ['13 November 2026', '2026-11-13'],
    ['13/11/2026 10:42:01', '2026-11-13'],
    ['2026-11-13T09:00:00', '2026-11-13'],
  ])('reads %s as %s', (cell, iso) => {
    expect(date(cell)).toBe(iso);
  });

  it('reads a spreadsheet date serial', () => {
    expect(date(46339)).toBe('2026-11-13');
  });

  it.each(['31/02/2026', '13/13/2026', '11-13-2026', 'yesterday', '2026-02-30', ''])(
    'refuses %j',
    (cell) => {
      expect(date(cell)).toBeNull();
    },
  );
});

describe('statement amounts', () => {
  it.each([
    ['1,250,000.00', 125_000_000, null],
    ['1250000', 125_000_000, null],
    ['₦ 5,000.50', 500_050, null],
    ['NGN 5,000.50', 500_050, null],
    ['5,000.00 CR', 500_000, 'CR'],
    ['5,000.00 Dr', 500_000, 'DR'],
    ['CR 12.5', 1_250, 'CR'],
    ['(500.00)', -50_000, null],
    ['-500', -50_000, null],
  ])('reads %s', (cell, minor, marker) => {
    expect(parseStatementAmount(cell)).toEqual({ minor, marker });
  });

  it('reads a spreadsheet number', () => {
    expect(parseStatementAmount(1234.56)).toEqual({ minor: 123_456, marker: null });
  });

  it.each(['', '  ', '-'])('takes %j as empty', (cell) => {
    expect(parseStatementAmount(cell)).toBe('empty');
  });

  it.each(['12,34.00', 'five', '1.234', '1,000,00'])('refuses %j', (cell) => {
    expect(parseStatementAmount(cell)).toBeNull();
  });
});
