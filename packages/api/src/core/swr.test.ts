import { describe, expect, it } from 'vitest';
import { createKeys, keyStartsWith } from './swr';

const keys = createKeys('settings');

describe('keyStartsWith', () => {
  it('matches a key built again with fresh, equal params objects', () => {
    expect(keyStartsWith(keys.item('feeBearer'), keys.item('feeBearer'))).toBe(true);
    expect(
      keyStartsWith(keys.list({ page: 1, status: 'paid' }), keys.list({ status: 'paid', page: 1 })),
    ).toBe(true);
  });

  it('matches every read of the resource through `all`', () => {
    expect(keyStartsWith(keys.detail('7'), keys.all)).toBe(true);
    expect(keyStartsWith(keys.list({ page: 2 }), keys.all)).toBe(true);
  });

  it('keeps reads with other params, kinds or resources apart', () => {
    expect(keyStartsWith(keys.list({ page: 2 }), keys.list({ page: 1 }))).toBe(false);
    expect(keyStartsWith(keys.item('twoFactor'), keys.item('feeBearer'))).toBe(false);
    expect(keyStartsWith(createKeys('payouts').all, keys.all)).toBe(false);
  });

  it('never matches a key shorter than the prefix, or one that is not an array', () => {
    expect(keyStartsWith(keys.all, keys.item('feeBearer'))).toBe(false);
    expect(keyStartsWith('mutation:setFeeBearer', keys.all)).toBe(false);
  });
});
