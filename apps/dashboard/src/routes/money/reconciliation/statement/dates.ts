/** The date forms Nigerian banks export, as the page says them when a date cannot be read. */
export const STATEMENT_DATE_FORMS = '2026-11-13, 13/11/2026, 13-Nov-2026 or 13-Nov-26';

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const DAY_MS = 86_400_000;
// Excel's day 0 is 1899-12-30 (its 1900 leap-year bug included), in whole days from 1970.
const EXCEL_EPOCH_DAY = -25_569;

// A time may follow the date ('13/11/2026 10:42'); it does not change the day.
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T\s])/;
const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?:$|\s)/;
const MONTH_NAME = /^(\d{1,2})[-\s]([a-z]{3})[a-z]*[-\s](\d{4}|\d{2})(?:$|\s)/i;

/** Whole days since 1970-01-01 for a calendar date, or null when the date does not exist. */
function dayOf(year: number, month: number, day: number): number | null {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return time / DAY_MS;
}

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/**
 * A statement's date as whole days since 1970-01-01, or null when it is none of the forms banks
 * export. Day-first: Nigerian banks write 03/11/2026 for the 3rd of November. A number is a
 * spreadsheet's date serial.
 */
export function parseStatementDate(cell: string | number): number | null {
  if (typeof cell === 'number') return cell >= 1 ? Math.floor(cell) + EXCEL_EPOCH_DAY : null;
  const text = cell.trim();
  const iso = ISO.exec(text);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return dayOf(fullYear(dayFirst[3]!), Number(dayFirst[2]), Number(dayFirst[1]));
  const named = MONTH_NAME.exec(text);
  const month = named && MONTHS[named[2]!.toLowerCase()];
  if (named && month) return dayOf(fullYear(named[3]!), month, Number(named[1]));
  return null;
}

/** A day number as YYYY-MM-DD. */
export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day (since 1970, UTC) of a timestamp the API sends. */
export function dayOfTimestamp(timestamp: string): number | null {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? null : Math.floor(time / DAY_MS);
}
