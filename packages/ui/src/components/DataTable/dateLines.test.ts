import { describe, expect, it } from 'vitest';
import { formatDate } from '../../format';
import { dateOnTwoLines } from './dateLines';

const sample = '2024-03-05T14:07:09';

describe('dateOnTwoLines', () => {
  it.each([
    ['transaction', '05-Mar-2024\n02:07:09 pm'],
    ['detail', 'March 5th 2024,\n2:07 pm'],
    ['funding', '05 Mar 2024\n02:07:09 pm'],
  ] as const)('puts the time of the %s pattern on a second line', (pattern, expected) => {
    expect(dateOnTwoLines(formatDate(sample, pattern))).toBe(expected);
  });

  it('keeps a date without a time, and N/A, on one line', () => {
    expect(dateOnTwoLines(formatDate(sample, 'beneficiary'))).toBe('05 Mar 2024');
    expect(dateOnTwoLines('N/A')).toBe('N/A');
  });
});
