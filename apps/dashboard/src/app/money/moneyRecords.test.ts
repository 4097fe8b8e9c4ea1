import { describe, expect, it } from 'vitest';
import type { MoneyRecordRow } from '@merchant/screens';
import { madeSince, sameInstruction, snapshotOf, verdictOf } from './moneyRecords';

const instruction = {
  recipient: 'Adaeze Okafor',
  account: '0123456789',
  amount: 5000,
  currency: 'NGN',
};
const row = (id: string, recordedAt: string, overrides: Partial<MoneyRecordRow> = {}) => ({
  ...instruction,
  id,
  recordedAt,
  status: 'Successful',
  ...overrides,
});

// The list before the send: the same payout made yesterday, and another one.
const before = [
  row('PYT-1', '2026-11-24T13:12:00Z'),
  row('PYT-0', '2026-11-24T09:00:00Z', { account: '0987654321' }),
];

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

  it("matches a refund by the transaction's payment reference or its order reference", () => {
    const refund = {
      recipient: '',
      account: 'PSR-1',
      references: ['ORD-1'],
      amount: 10,
      currency: 'USD',
    };
    expect(sameInstruction(refund, { ...refund, account: 'ORD-1', references: [] })).toBe(true);
    expect(sameInstruction(refund, { ...refund, account: 'psr-1', references: [] })).toBe(true);
    expect(sameInstruction(refund, { ...refund, account: 'ORD-2', references: [] })).toBe(false);
  });
});

describe('madeSince', () => {
  it('finds only the rows the list gained, whatever their record time says', () => {
    // A server clock two weeks behind, or a time without an offset: the new row looks old.
    const after = [row('PYT-2', '2026-11-10T13:12:00'), ...before];
    expect(madeSince(snapshotOf(before), after, instruction).map(({ id }) => id)).toEqual([
      'PYT-2',
    ]);
  });

  it('finds a verified row by its id once its status changed, however old it is', () => {
    const awaiting = [row('PYT-9', '2026-10-01T10:00:00Z', { status: 'Awaiting Verification' })];
    const target = { ...instruction, recordId: 'PYT-9' };
    expect(madeSince(snapshotOf(awaiting), awaiting, target)).toEqual([]);
    const verified = [{ ...awaiting[0]!, status: 'Successful' }];
    expect(madeSince(snapshotOf(awaiting), verified, target)).toEqual(verified);
  });
});

describe('verdictOf', () => {
  const snapshot = snapshotOf(before);
  const newRow = (id: string) => row(id, '2026-11-10T13:12:00');

  it('is a duplicate when the list gained the instruction twice, with both rows', () => {
    const verdict = verdictOf(snapshot, [newRow('B'), newRow('A'), ...before], [instruction]);
    expect(verdict).toEqual({ kind: 'duplicate', rows: [newRow('B'), newRow('A')] });
  });

  it('is recorded when it gained it once, and none when it gained nothing', () => {
    expect(verdictOf(snapshot, [newRow('A'), ...before], [instruction]).kind).toBe('recorded');
    expect(verdictOf(snapshot, before, [instruction])).toEqual({ kind: 'none', rows: [] });
  });

  it('counts an instruction a file carries twice on purpose as two rows, not a duplicate', () => {
    const twice = [instruction, instruction];
    expect(verdictOf(snapshot, [newRow('B'), newRow('A'), ...before], twice).kind).toBe('recorded');
    expect(verdictOf(snapshot, [newRow('A'), ...before], twice).kind).toBe('partly');
  });

  it('is partly when a bulk file was recorded in part', () => {
    const other = { ...instruction, account: '1111111111' };
    const verdict = verdictOf(snapshot, [newRow('A'), ...before], [instruction, other]);
    expect(verdict).toEqual({ kind: 'partly', rows: [newRow('A')] });
  });
});
