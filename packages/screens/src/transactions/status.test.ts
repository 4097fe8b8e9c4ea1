import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import { isRefundableStatus, transactionStatusMap } from './status';

describe('transactionStatusMap', () => {
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
    expect(resolveStatus(transactionStatusMap, status)).toEqual({ label: status, tone });
  });

  it('matches the API spelling loosely', () => {
    expect(resolveStatus(transactionStatusMap, 'awaiting confirmation').label).toBe(
      'Awaiting-Confirmation',
    );
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
