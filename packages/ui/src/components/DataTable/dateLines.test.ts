import { describe, expect, it } from 'vitest';
import { formatDate } from '../../format';
import { dateLines } from './dateLines';

const sample = '2024-03-05T14:07:09';

describe('dateLines', () => {
  it.each([
    ['transaction', '05-Mar-2024', '02:07:09 pm'],
    ['detail', 'March 5th 2024', '2:07 pm'],
    ['funding', '05 Mar 2024', '02:07:09 pm'],
  ] as const)('puts the time of the %s pattern on a second line', (pattern, day, time) => {
    expect(dateLines(formatDate(sample, pattern))).toEqual({ day, time });
  });

  it('keeps a date without a time, and N/A, on one line', () => {
    expect(dateLines(formatDate(sample, 'beneficiary'))).toEqual({ day: '05 Mar 2024' });
    expect(dateLines('N/A')).toEqual({ day: 'N/A' });
  });
});
