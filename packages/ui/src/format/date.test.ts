import { describe, expect, it } from 'vitest';
import { datePatterns, formatDate, parseDate, relativeTime } from './date';

// A local time without offset, so the figures hold in every time zone.
const sample = '2024-03-05T14:07:09';

describe('formatDate', () => {
  it.each([
    ['transaction', '05-Mar-2024 02:07:09 pm'],
    ['detail', 'March 5th 2024, 2:07 pm'],
    ['beneficiary', '05 Mar 2024'],
    ['funding', '05 Mar 2024 02:07:09 pm'],
    ['invoiceDueDate', '05/03/2024'],
    ['apiDate', '2024-03-05'],
  ] as const)('formats the %s pattern', (pattern, expected) => {
    expect(formatDate(sample, pattern)).toBe(expected);
  });

  it('keeps the spec patterns to the letter', () => {
    expect(datePatterns.transaction).toBe('DD-MMM-YYYY hh:mm:ss a');
    expect(datePatterns.detail).toBe('MMMM Do YYYY, h:mm a');
    expect(datePatterns.invoiceDueDate).toBe('DD/MM/YYYY');
  });

  it('accepts a raw dayjs pattern, Date objects and timestamps', () => {
    expect(formatDate(new Date(2024, 0, 22, 9, 5), 'Do MMM')).toBe('22nd Jan');
    expect(formatDate(new Date(2024, 0, 1).getTime(), 'beneficiary')).toBe('01 Jan 2024');
  });

  it("reads 'N/A' for empty or invalid dates", () => {
    expect(formatDate(undefined, 'detail')).toBe('N/A');
    expect(formatDate(null, 'detail')).toBe('N/A');
    expect(formatDate('', 'transaction')).toBe('N/A');
    expect(formatDate('not a date', 'transaction')).toBe('N/A');
  });
});

describe('parseDate', () => {
  it('returns null for what cannot be read', () => {
    expect(parseDate('  ')).toBeNull();
    expect(parseDate('2024-13-45x')).toBeNull();
    expect(parseDate(sample)?.year()).toBe(2024);
  });
});

describe('relativeTime', () => {
  const now = new Date(2024, 2, 5, 14, 0, 0);

  it('says how long ago', () => {
    expect(relativeTime(new Date(2024, 2, 5, 13, 58, 0), now)).toBe('2 minutes ago');
    expect(relativeTime(new Date(2024, 2, 5, 11, 0, 0), now)).toBe('3 hours ago');
    expect(relativeTime(new Date(2024, 2, 3, 14, 0, 0), now)).toBe('2 days ago');
  });

  it("reads 'N/A' for an invalid date", () => {
    expect(relativeTime('nope', now)).toBe('N/A');
  });
});
