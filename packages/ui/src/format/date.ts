import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import { fastFormat, fastParse } from './fastDate';

// 'Do' (1st, 2nd...) needs advancedFormat; '2 minutes ago' needs relativeTime.
dayjs.extend(advancedFormat);
dayjs.extend(relativeTimePlugin);

/** The spec's date patterns, by where they are used. */
export const datePatterns = {
  /** Transaction lists: '05-Mar-2024 02:07:09 pm'. */
  transaction: 'DD-MMM-YYYY hh:mm:ss a',
  /** Detail pages, settlements, payouts, chargebacks, rolling reserve, balance history: 'March 5th 2024, 2:07 pm'. */
  detail: 'MMMM Do YYYY, h:mm a',
  /** Beneficiaries: '05 Mar 2024'. */
  beneficiary: 'DD MMM YYYY',
  /** Funding history: '05 Mar 2024 02:07:09 pm'. */
  funding: 'DD MMM YYYY hh:mm:ss a',
  /** Invoice due date (the spec's dd/MM/yyyy): '05/03/2024'. */
  invoiceDueDate: 'DD/MM/YYYY',
  /** What list filters send to the API: '2024-03-05'. */
  apiDate: 'YYYY-MM-DD',
} as const;

/** A named pattern from the spec. */
export type DatePatternName = keyof typeof datePatterns;

/** Anything the API or a picker hands over as a date. */
export type DateInput = string | number | Date | Dayjs | null | undefined;

const NOT_AVAILABLE = 'N/A';

function isNamedPattern(pattern: string): pattern is DatePatternName {
  return Object.prototype.hasOwnProperty.call(datePatterns, pattern);
}

/** Parses a date; null when it is empty or invalid. */
export function parseDate(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/**
 * Formats a date with a named spec pattern ('transaction', 'detail', ...) or a dayjs pattern.
 * Empty or invalid dates read 'N/A'.
 */
export function formatDate(value: DateInput, pattern: DatePatternName | (string & {})): string {
  const format = isNamedPattern(pattern) ? datePatterns[pattern] : pattern;
  const fastDate = fastParse(value);
  const fast = fastDate ? fastFormat(fastDate, format) : null;
  if (fast !== null) return fast;
  const parsed = parseDate(value);
  if (!parsed) return NOT_AVAILABLE;
  return parsed.format(format);
}

/** How long ago a date was, for notifications: '2 minutes ago'. `now` is injectable so tests and stories are stable. */
export function relativeTime(value: DateInput, now: DateInput = new Date()): string {
  const parsed = parseDate(value);
  const reference = parseDate(now);
  if (!parsed || !reference) return NOT_AVAILABLE;
  return parsed.from(reference);
}
