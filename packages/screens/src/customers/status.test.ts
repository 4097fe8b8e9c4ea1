import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_STATUS_FILTER_OPTIONS,
  customerOrderStatusMap,
  customerStatusAction,
  customerStatusMap,
} from './status';

describe('customerStatusMap', () => {
  it.each([
    ['Active', 'green'],
    ['Blacklisted', 'red'],
  ])('%s reads %s', (status, tone) => {
    expect(resolveStatus(customerStatusMap, status)).toEqual({ label: status, tone });
  });

  it('keeps an unknown status as its own text, in neutral', () => {
    expect(resolveStatus(customerStatusMap, 'Whitelisted')).toEqual({
      label: 'Whitelisted',
      tone: 'neutral',
    });
  });
});

describe('CUSTOMER_STATUS_FILTER_OPTIONS', () => {
  it('offers Active and Blacklisted', () => {
    expect(CUSTOMER_STATUS_FILTER_OPTIONS).toEqual([
      { value: 'Active', label: 'Active' },
      { value: 'Blacklisted', label: 'Blacklisted' },
    ]);
  });
});

describe('customerStatusAction', () => {
  it.each([
    ['Active', 'blacklist'],
    ['Blacklisted', 'whitelist'],
    ['blacklisted', 'whitelist'],
  ])('%s -> %s', (status, action) => {
    expect(customerStatusAction(status)).toBe(action);
  });
});

describe('customerOrderStatusMap', () => {
  it.each([
    ['Successful', 'green'],
    ['Awaiting-Confirmation', 'red'],
    ['Initiated', 'orange'],
  ])('%s reads %s', (status, tone) => {
    expect(resolveStatus(customerOrderStatusMap, status)).toEqual({ label: status, tone });
  });

  it('reads any other order status red, with its own text', () => {
    expect(resolveStatus(customerOrderStatusMap, 'Reversed')).toEqual({
      label: 'Reversed',
      tone: 'red',
    });
  });
});
