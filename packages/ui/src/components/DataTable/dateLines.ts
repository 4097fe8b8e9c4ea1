// Every spec pattern with a time ends with it: 'hh:mm:ss a' or 'h:mm a', after a space or ', '.
const BEFORE_TIME = /(,?)\s+(\d{1,2}:\d{2}(?::\d{2})?\s?[ap]m)$/i;

/**
 * A date written with a spec pattern, with a line break before its time, so a date column is
 * as narrow as its day and is never cut. Only the space before the time changes: the text reads
 * (and searches) the same, and the export keeps the original.
 */
export function dateOnTwoLines(text: string): string {
  return text.replace(BEFORE_TIME, '$1\n$2');
}
