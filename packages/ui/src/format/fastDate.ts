/**
 * A fast path for formatDate: the spec's patterns compiled once into token writers, and the API's
 * ISO strings read without a regex-per-token pass, because dayjs's per-date parsing adds up over a
 * 10,000-row export. Inputs and patterns it does not cover return null and go to dayjs, and a
 * unit test pins its output to dayjs's for the covered ones.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const hour12 = (d: Date) => d.getHours() % 12 || 12;

// dayjs's English ordinal: 1st 2nd 3rd 4th ... 11th 12th 13th ... 21st 22nd 23rd.
function ordinal(n: number): string {
  const suffixes = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${suffixes[(v - 20) % 10] ?? suffixes[v] ?? 'th'}`;
}

const writers: Record<string, (d: Date) => string> = {
  YYYY: (d) => String(d.getFullYear()).padStart(4, '0'),
  YY: (d) => String(d.getFullYear()).slice(-2),
  MMMM: (d) => MONTHS[d.getMonth()] ?? '',
  MMM: (d) => (MONTHS[d.getMonth()] ?? '').slice(0, 3),
  MM: (d) => pad2(d.getMonth() + 1),
  M: (d) => String(d.getMonth() + 1),
  Do: (d) => ordinal(d.getDate()),
  DD: (d) => pad2(d.getDate()),
  D: (d) => String(d.getDate()),
  dddd: (d) => DAYS[d.getDay()] ?? '',
  ddd: (d) => (DAYS[d.getDay()] ?? '').slice(0, 3),
  HH: (d) => pad2(d.getHours()),
  H: (d) => String(d.getHours()),
  hh: (d) => pad2(hour12(d)),
  h: (d) => String(hour12(d)),
  mm: (d) => pad2(d.getMinutes()),
  m: (d) => String(d.getMinutes()),
  ss: (d) => pad2(d.getSeconds()),
  s: (d) => String(d.getSeconds()),
  A: (d) => (d.getHours() < 12 ? 'AM' : 'PM'),
  a: (d) => (d.getHours() < 12 ? 'am' : 'pm'),
};

const TOKEN = /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|Do|DD|D|dddd|ddd|HH|H|hh|h|mm|m|ss|s|A|a/g;

// Letters that start a dayjs token (core or advancedFormat); other letters, like 'T', are literal.
const DAYJS_TOKEN_LETTER = /[YMDdHhaAmsSZQwWzgGXxk]/;

type Compiled = ReadonlyArray<string | ((d: Date) => string)>;
const compiledPatterns = new Map<string, Compiled | null>();

function compile(pattern: string): Compiled | null {
  const parts: Array<string | ((d: Date) => string)> = [];
  let last = 0;
  for (const match of pattern.matchAll(TOKEN)) {
    const literal = pattern.slice(last, match.index);
    // A dayjs token this path does not write (Q, X, ZZ...): leave the pattern to dayjs.
    if (DAYJS_TOKEN_LETTER.test(literal)) return null;
    if (literal) parts.push(literal);
    const [token, escaped] = match;
    parts.push(escaped !== undefined ? escaped : (writers[token] ?? token));
    last = match.index + token.length;
  }
  const rest = pattern.slice(last);
  if (DAYJS_TOKEN_LETTER.test(rest)) return null;
  if (rest) parts.push(rest);
  return parts;
}

/** Formats a valid Date with a dayjs pattern, or null when the pattern has tokens it does not know. */
export function fastFormat(date: Date, pattern: string): string | null {
  let compiled = compiledPatterns.get(pattern);
  if (compiled === undefined) {
    compiled = compile(pattern);
    compiledPatterns.set(pattern, compiled);
  }
  if (!compiled) return null;
  let out = '';
  for (const part of compiled) out += typeof part === 'string' ? part : part(date);
  return out;
}

// 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm', 'YYYY-MM-DD HH:mm:ss' and '…:ss.SSS': local time, as dayjs reads them.
const LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;
// With 'Z' or an offset: the platform parses it, as dayjs does.
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** Reads a Date, timestamp or ISO string as dayjs would; null for what it leaves to dayjs. */
export function fastParse(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string') return null;
  const local = LOCAL_ISO.exec(value);
  if (local) {
    const [, y, mo, d, h, mi, s, ms] = local;
    const month = Number(mo);
    const day = Number(d);
    // Out-of-range parts: dayjs rolls them over; let it, so both paths agree.
    if (month < 1 || month > 12 || day < 1 || day > 31) return null;
    return new Date(
      Number(y),
      month - 1,
      day,
      Number(h ?? 0),
      Number(mi ?? 0),
      Number(s ?? 0),
      Number((ms ?? '0').padEnd(3, '0')),
    );
  }
  if (ZONED_ISO.test(value)) {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  return null;
}
