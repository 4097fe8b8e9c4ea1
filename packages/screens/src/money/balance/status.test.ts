import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import {
  BALANCE_DIRECTION_FILTER_OPTIONS,
  balanceDirectionMap,
  rollingReserveStatusMap,
} from './status';

describe('rollingReserveStatusMap', () => {
  it.each([
    ['Completed', 'green'],
    ['Due', 'red'],
  ])('%s reads %s', (status, tone) => {
    expect(resolveStatus(rollingReserveStatusMap, status)).toEqual({ label: status, tone });
  });

  it('keeps an unknown status as its own text, in neutral', () => {
    expect(resolveStatus(rollingReserveStatusMap, 'Pending')).toEqual({
      label: 'Pending',
      tone: 'neutral',
    });
  });
});

describe('balanceDirectionMap', () => {
  it.each([
    ['Credit', 'Credit', 'green'],
    ['Debit', 'Debit', 'red'],
    ['C', 'Credit', 'green'],
    ['D', 'Debit', 'red'],
    ['credit', 'Credit', 'green'],
  ])('%s reads %s in %s', (direction, label, tone) => {
    expect(resolveStatus(balanceDirectionMap, direction)).toEqual({ label, tone });
  });

  it('keeps an unknown direction as its own text, in neutral', () => {
    expect(resolveStatus(balanceDirectionMap, 'X')).toEqual({ label: 'X', tone: 'neutral' });
  });
});

describe('BALANCE_DIRECTION_FILTER_OPTIONS', () => {
  it('sends D for Debit and C for Credit', () => {
    expect(BALANCE_DIRECTION_FILTER_OPTIONS).toEqual([
      { value: 'D', label: 'Debit' },
      { value: 'C', label: 'Credit' },
    ]);
  });
});
