import { describe, expect, it } from 'vitest';
import { amountValue, caretAfter, groupAmount, sanitizeAmount } from './amountText';

describe('sanitizeAmount', () => {
  it.each([
    ['1234', '1234'],
    ['1,234.50', '1234.50'],
    ['-25', '25'],
    ['12a3', '123'],
    ['1.2.3', '1.23'],
    ['1.239', '1.23'],
    ['007', '7'],
    ['0.5', '0.5'],
    ['.5', '0.5'],
    ['0', '0'],
    ['', ''],
    ['1e5', '15'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(sanitizeAmount(typed)).toBe(kept);
  });

  it('drops the point when no decimals are allowed', () => {
    expect(sanitizeAmount('12.5', 0)).toBe('12');
  });
});

describe('groupAmount', () => {
  it.each([
    ['', ''],
    ['999', '999'],
    ['1000', '1,000'],
    ['1234567.5', '1,234,567.5'],
    ['1500000.', '1,500,000.'],
  ])('writes %j as %j', (raw, grouped) => {
    expect(groupAmount(raw)).toBe(grouped);
  });
});

describe('caretAfter', () => {
  it('keeps the caret after the same digit when a separator appears', () => {
    // '1234' typed with the caret at the end -> '1,234', caret after the 4th digit.
    expect(caretAfter(4, '1,234')).toBe(5);
    expect(caretAfter(1, '1,234')).toBe(1);
    expect(caretAfter(2, '1,234')).toBe(3);
    expect(caretAfter(0, '1,234')).toBe(0);
  });
});

describe('amountValue', () => {
  it('reads the number, or null while nothing numeric is typed', () => {
    expect(amountValue('1500000.5')).toBe(1_500_000.5);
    expect(amountValue('')).toBeNull();
    expect(amountValue('0.')).toBe(0);
  });
});
