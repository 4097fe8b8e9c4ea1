export { DateRangeField } from './DateRangeField';
export type { DateRangeFieldProps } from './DateRangeField';
export { DATE_RANGE_ORDER_ERROR, EMPTY_DATE_RANGE, isDateRangeOrdered } from './dateRange';
export type { DateRange } from './dateRange';
