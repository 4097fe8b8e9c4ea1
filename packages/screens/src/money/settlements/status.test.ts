import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import { SETTLEMENT_STATUS_FILTER_OPTIONS, settlementStatusMap } from './status';

describe('settlementStatusMap', () => {
  it.each([
    ['Completed', 'green'],
    ['Pending', 'orange'],
    ['Failed', 'red'],
  ])('%s reads %s', (status, tone) => {
    expect(resolveStatus(settlementStatusMap, status)).toEqual({ label: status, tone });
  });

  it('keeps an unknown status as its own text, in neutral', () => {
    expect(resolveStatus(settlementStatusMap, 'Reversed')).toEqual({
      label: 'Reversed',
      tone: 'neutral',
    });
  });
});

describe('SETTLEMENT_STATUS_FILTER_OPTIONS', () => {
  it('offers Completed and Pending', () => {
    expect(SETTLEMENT_STATUS_FILTER_OPTIONS).toEqual([
      { value: 'Completed', label: 'Completed' },
      { value: 'Pending', label: 'Pending' },
    ]);
  });
});
