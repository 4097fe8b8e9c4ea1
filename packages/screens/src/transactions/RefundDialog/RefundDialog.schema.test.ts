import { describe, expect, it } from 'vitest';
import {
  canSubmitRefund,
  prefilledAmount,
  refundMessages,
  refundSchema,
} from './RefundDialog.schema';

const schema = refundSchema({ amount: 12500, currency: 'NGN' });
const messageFor = (amount: string) => {
  const result = schema.safeParse({ amount });
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('refundSchema', () => {
  it.each([
    ['12500.00', 12500],
    ['12,500', 12500],
    [' 0.01 ', 0.01],
    ['.5', 0.5],
    ['7250.5', 7250.5],
  ])('reads %j as %s', (amount, expected) => {
    expect(schema.parse({ amount }).amount).toBe(expected);
  });

  it.each([
    ['', refundMessages.amountRequired],
    ['   ', refundMessages.amountRequired],
    ['abc', refundMessages.amountInvalid],
    ['1.2.3', refundMessages.amountInvalid],
    ['0', 'Amount must be between NGN 0.01 and NGN 12,500.00'],
    ['0.00', 'Amount must be between NGN 0.01 and NGN 12,500.00'],
    ['-5', 'Amount must be between NGN 0.01 and NGN 12,500.00'],
    ['10.555', refundMessages.amountDecimals],
    ['12500.01', 'Amount must be between NGN 0.01 and NGN 12,500.00'],
  ])('refuses %j with %j', (amount, message) => {
    expect(messageFor(amount)).toEqual([message]);
  });

  it('accepts a full refund of an amount that floats do not hold exactly', () => {
    const odd = refundSchema({ amount: 0.1 + 0.2, currency: 'USD' });
    expect(odd.parse({ amount: '0.30' }).amount).toBe(0.3);
  });

  it('keeps no reason: a single refund sends {amount, orderId, transactionReference}', () => {
    expect(schema.parse({ amount: '100', reason: 'Damaged goods' })).toEqual({ amount: 100 });
  });
});

describe('canSubmitRefund', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['0', true],
    ['12500.00', true],
  ])('amount %j -> %s', (amount, expected) => {
    expect(canSubmitRefund({ amount })).toBe(expected);
  });
});

describe('prefilledAmount', () => {
  it('writes the transaction amount with 2 decimals', () => {
    expect(prefilledAmount(12500)).toBe('12500.00');
    expect(prefilledAmount(40.5)).toBe('40.50');
  });
});
