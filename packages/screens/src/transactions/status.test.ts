import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  TRANSACTION_STATUS_FILTERS,
  isRefundableStatus,
  orderStatusMap,
} from './status';

describe('orderStatusMap', () => {
  it.each([
    ['Successful', 'green'],
    ['Awaiting-Confirmation', 'red'],
    ['Initiated', 'orange'],
    ['Pending', 'red'],
    ['Reversed', 'red'],
    ['Failed', 'red'],
    ['Processing', 'red'],
    ['Chargeback', 'red'],
  ])('%s reads red unless the spec names another colour: %s', (status, tone) => {
    expect(resolveStatus(orderStatusMap, status)).toEqual({ label: status, tone });
  });

  it('matches the API spelling loosely', () => {
    expect(resolveStatus(orderStatusMap, 'awaiting confirmation').label).toBe(
      'Awaiting-Confirmation',
    );
  });
});

describe('TRANSACTION_STATUS_FILTERS', () => {
  it('offers All and then every status, as part 1 section 9 lists them', () => {
    expect(TRANSACTION_STATUS_FILTERS).toEqual(['All', ...ORDER_STATUSES]);
  });
});

describe('isRefundableStatus', () => {
  it.each([
    ['Successful', true],
    ['successful', true],
    ['Pending', false],
    ['Reversed', false],
  ])('%s -> %s', (status, expected) => {
    expect(isRefundableStatus(status)).toBe(expected);
  });
});
