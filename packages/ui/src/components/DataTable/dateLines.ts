/** A date as a cell shows it: the day on the first line, the time (when there is one) under it. */
export interface DateLines {
  /** E.g. '13-Nov-2026' or 'November 13th 2026'. */
  day: string;
  /** E.g. '02:07:09 pm'; absent for a date without a time or for 'N/A'. */
  time?: string;
}

// Every spec pattern with a time ends with it: 'hh:mm:ss a' or 'h:mm a', after a space or ', '.
const TRAILING_TIME = /^(.+?),?\s+(\d{1,2}:\d{2}(?::\d{2})?\s?[ap]m)$/i;

/**
 * Splits a date written with a spec pattern into its day and its time, so a date column is as
 * narrow as its day and is never cut. The text itself (what the export writes) is unchanged.
 */
export function dateLines(text: string): DateLines {
  const match = TRAILING_TIME.exec(text);
  return match?.[1] && match[2] ? { day: match[1], time: match[2] } : { day: text };
}
