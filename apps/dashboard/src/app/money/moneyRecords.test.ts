import { describe, expect, it } from 'vitest';
import type { MoneyRecordRow } from '@merchant/screens';
import {
  RECENT_MS,
  UNDATED_RECENT_ROWS,
  checkList,
  recentMatches,
  sameInstruction,
} from './moneyRecords';

const NOW = Date.parse('2026-11-25T13:20:00Z');
const instruction = {
  recipient: 'Adaeze Okafor',
  account: '0123456789',
  amount: 5000,
  currency: 'NGN',
};
const row = (id: string, minutesAgo: number, overrides: Partial<MoneyRecordRow> = {}) => ({
  ...instruction,
  id,
  recordedAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
  status: 'Successful',
  ...overrides,
});

describe('sameInstruction', () => {
  it('ignores case, spaces and sub-kobo noise, but not a different amount, account or currency', () => {
    expect(
      sameInstruction(instruction, {
        ...instruction,
        recipient: ' adaeze okafor ',
        amount: 5000.001,
      }),
    ).toBe(true);
    expect(sameInstruction(instruction, { ...instruction, amount: 5000.5 })).toBe(false);
    expect(sameInstruction(instruction, { ...instruction, account: '0123456780' })).toBe(false);
    expect(sameInstruction(instruction, { ...instruction, currency: 'USD' })).toBe(false);
    expect(sameInstruction(instruction, { ...instruction, recipient: 'Chinedu' })).toBe(false);
  });

  it('matches a row that does not name the recipient', () => {
    expect(sameInstruction(instruction, { ...instruction, recipient: '' })).toBe(true);
  });
});

describe('recentMatches', () => {
  it('keeps the same instruction recorded within the last minutes, newest first', () => {
    const rows = [
      row('old', RECENT_MS / 60_000 + 1),
      row('a', 2),
      row('b', 0),
      row('other', 0, { amount: 1 }),
    ];
    expect(recentMatches(rows, instruction, NOW).map((found) => found.id)).toEqual(['b', 'a']);
  });

  it('counts a record time ahead of the browser clock as recent', () => {
    expect(recentMatches([row('ahead', -3)], instruction, NOW)).toHaveLength(1);
  });

  it('takes the newest rows of a list without record times', () => {
    const rows = Array.from({ length: UNDATED_RECENT_ROWS + 1 }, (_, index) =>
      row(String(index), 0, { recordedAt: '' }),
    );
    expect(recentMatches(rows, instruction, NOW)).toHaveLength(UNDATED_RECENT_ROWS);
  });

  it('finds the row an action acts on by its id, however old (a verification of a batch)', () => {
    const rows = [row('batch-1', 24 * 60), row('batch-2', 0)];
    expect(
      recentMatches(rows, { ...instruction, recordId: 'batch-1' }, NOW).map((found) => found.id),
    ).toEqual(['batch-1']);
  });
});

describe('checkList', () => {
  it('reports an instruction recorded twice, with both rows', () => {
    const check = checkList(
      [row('b', 0), row('a', 0.01), row('c', 1, { account: '1' })],
      [instruction],
      NOW,
    );
    expect(check.duplicates.map((found) => found.id)).toEqual(['b', 'a']);
  });

  it('reports no duplicate for one record per instruction (a bulk file of two refunds)', () => {
    const second = { ...instruction, account: '999' };
    const check = checkList(
      [row('a', 0), row('b', 0, { account: '999' })],
      [instruction, second],
      NOW,
    );
    expect(check.duplicates).toEqual([]);
    expect(check.matches.map((found) => found.id)).toEqual(['a', 'b']);
  });
});
