import { describe, expect, it } from 'vitest';
import { payoutFee } from './fees';

describe('payoutFee', () => {
  it.each([
    [5_000, 'NGN', 10.75],
    [5_000.01, 'NGN', 26.88],
    [50_000, 'NGN', 26.88],
    [1_500_000, 'NGN', 53.75],
    [900, 'USD', 1],
  ])('%d %s costs %d', (amount, currency, fee) => {
    expect(payoutFee(amount, currency)).toBe(fee);
  });
});
