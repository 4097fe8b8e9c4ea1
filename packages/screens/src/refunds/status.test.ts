import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import { REFUND_STATUSES, REFUND_STATUS_FILTER_OPTIONS, refundStatusMap } from './status';

describe('refundStatusMap', () => {
  it.each([
    ['Approved', 'green'],
    ['Completed', 'green'],
    ['Declined', 'red'],
    ['Rejected', 'red'],
    ['Processing', 'orange'],
    ['Pending', 'orange'],
  ])('%s reads %s', (status, tone) => {
    expect(resolveStatus(refundStatusMap, status)).toEqual({ label: status, tone });
  });

  it('has an entry for every refund status', () => {
    expect(Object.keys(refundStatusMap.entries)).toEqual([...REFUND_STATUSES]);
  });

  it('keeps an unknown status as its own text, in neutral', () => {
    expect(resolveStatus(refundStatusMap, 'Error')).toEqual({ label: 'Error', tone: 'neutral' });
  });
});

describe('REFUND_STATUS_FILTER_OPTIONS', () => {
  it('offers Successful, Error and Pending, in that order', () => {
    expect(REFUND_STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'Successful',
      'Error',
      'Pending',
    ]);
    expect(REFUND_STATUS_FILTER_OPTIONS.map((option) => option.value)).toEqual([
      'Successful',
      'Error',
      'Pending',
    ]);
  });
});
