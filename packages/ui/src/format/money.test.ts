import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, money, percentChange, toAmount } from './money';

describe('money', () => {
  it('writes the currency code, thousands separators and 2 decimals', () => {
    expect(money(1234567.5, 'NGN')).toBe('NGN 1,234,567.50');
  });

  it('writes the symbol when asked', () => {
    expect(money(1234567.5, 'NGN', { display: 'symbol' })).toBe('₦1,234,567.50');
    expect(money(99, 'USD', { display: 'symbol' })).toBe('$99.00');
  });

  it('accepts numeric strings, with or without separators', () => {
    expect(money('1234567.5', 'NGN')).toBe('NGN 1,234,567.50');
    expect(money('1,000', 'NGN')).toBe('NGN 1,000.00');
  });

  it("reads '0.00' for empty or non-numeric amounts", () => {
    expect(money(undefined)).toBe('0.00');
    expect(money(null, 'NGN')).toBe('NGN 0.00');
    expect(money('', 'NGN')).toBe('NGN 0.00');
    expect(money('abc')).toBe('0.00');
    expect(money(Number.NaN)).toBe('0.00');
  });

  it('puts the sign before the currency', () => {
    expect(money(-1500.256, 'NGN')).toBe('-NGN 1,500.26');
    expect(money(-1500, 'NGN', { display: 'symbol' })).toBe('-₦1,500.00');
  });

  it('falls back to the given text when the currency is not an ISO code', () => {
    expect(money(10, 'Naira', { display: 'symbol' })).toBe('NAIRA 10.00');
  });

  it('writes only the number without a currency', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount('-7')).toBe('-7.00');
  });
});

describe('toAmount and formatCount', () => {
  it('reads amounts safely', () => {
    expect(toAmount('2,500.75')).toBe(2500.75);
    expect(toAmount(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toAmount(undefined)).toBe(0);
  });

  it('writes whole counts with separators', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount('10000')).toBe('10,000');
  });
});

describe('percentChange', () => {
  it('signs the change', () => {
    expect(percentChange(12.5)).toBe('+12.5%');
    expect(percentChange(-3)).toBe('-3%');
    expect(percentChange('10')).toBe('+10%');
    expect(percentChange(0)).toBe('0%');
  });

  it('rounds to one decimal', () => {
    expect(percentChange(12.46)).toBe('+12.5%');
    expect(percentChange(-0.04)).toBe('0%');
    expect(percentChange(1234.5)).toBe('+1,234.5%');
  });

  it("reads 'N/A' when there is no figure", () => {
    expect(percentChange(undefined)).toBe('N/A');
    expect(percentChange('')).toBe('N/A');
    expect(percentChange('n/a')).toBe('N/A');
  });
});

describe('the digits, against Intl.NumberFormat (which the formatters do not build at start-up)', () => {
  const intl = (decimals: number) =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  // Ties at every scale (0.125, 2.5, 1.005), carries (999.995), the edges of grouping, large.
  const samples = [
    0,
    0.005,
    0.015,
    0.125,
    0.5,
    1.005,
    2.5,
    999.995,
    999999.995,
    1000,
    12345.675,
    1e15 + 0.5,
    9.999999e20,
    1e21,
    2 ** 77,
    4e-7,
    0.0000049,
  ];
  let seed = 17;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (let index = 0; index < 2000; index += 1)
    samples.push(Math.round(random() * 10 ** (1 + (index % 12)) * 1000) / 1000);

  it('writes amounts as Intl does, sign included', () => {
    for (const value of samples) {
      expect(formatAmount(value)).toBe(intl(2).format(value));
      expect(formatAmount(-value)).toBe(value === 0 ? '0.00' : `-${intl(2).format(value)}`);
    }
  });

  it('writes counts as Intl does', () => {
    for (const value of samples) expect(formatCount(value)).toBe(intl(0).format(value));
  });
});
