import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { describe, expect, it } from 'vitest';
import { datePatterns } from './date';
import { fastFormat, fastParse } from './fastDate';

dayjs.extend(advancedFormat);

const patterns = [
  ...Object.values(datePatterns),
  'YY M D H m s A ddd dddd',
  '[Due] Do MMM, h:mm a',
  'YYYY-MM-DDTHH:mm:ss',
];

// Every day of two years at a spread of times: all ordinals, months, weekdays, am/pm edges.
const dates: string[] = [];
for (let day = 0; day < 731; day += 1) {
  const date = new Date(2023, 0, 1 + day, (day * 7) % 24, (day * 13) % 60, (day * 17) % 60);
  dates.push(dayjs(date).format('YYYY-MM-DDTHH:mm:ss'));
}
dates.push('2024-02-29', '2024-03-05T00:00', '2024-03-05 12:30:15', '2024-03-05T23:59:59.5');

describe('fastFormat and fastParse', () => {
  it('write exactly what dayjs writes, for every pattern and date', () => {
    for (const pattern of patterns) {
      for (const text of dates) {
        const parsed = fastParse(text);
        expect(parsed, text).not.toBeNull();
        expect(fastFormat(parsed as Date, pattern), `${text} ${pattern}`).toBe(
          dayjs(text).format(pattern),
        );
      }
    }
  });

  it('read zoned ISO strings like the platform does', () => {
    const text = '2024-03-05T14:07:09Z';
    expect(fastParse(text)?.getTime()).toBe(dayjs(text).valueOf());
    expect(fastParse('2024-03-05T14:07:09+01:00')?.getTime()).toBe(Date.UTC(2024, 2, 5, 13, 7, 9));
  });

  it('leave other inputs and unknown tokens to dayjs', () => {
    expect(fastParse('March 5, 2024')).toBeNull();
    expect(fastParse('2024-13-05')).toBeNull();
    expect(fastParse(new Date(Number.NaN))).toBeNull();
    expect(fastFormat(new Date(2024, 0, 1), 'Q [quarter]')).toBeNull();
    expect(fastFormat(new Date(2024, 0, 1), 'x')).toBeNull();
  });
});
