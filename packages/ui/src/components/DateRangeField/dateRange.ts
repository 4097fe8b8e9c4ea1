/** A date range as the native inputs give it: 'YYYY-MM-DD' each, '' for an open end. */
export interface DateRange {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

/** Shown under "To" when it is before "From". */
export const DATE_RANGE_ORDER_ERROR = 'End date cannot be before start date';

export const EMPTY_DATE_RANGE: DateRange = { from: '', to: '' };

/**
 * Whether the end is on or after the start. An open end is always in order.
 * 'YYYY-MM-DD' strings sort like the dates they name, so no parsing is needed.
 */
export function isDateRangeOrdered({ from, to }: DateRange): boolean {
  return from === '' || to === '' || from <= to;
}
