export { money, formatAmount, formatCount, percentChange, toAmount } from './money';
export type { MoneyDisplay, MoneyOptions, AmountInput } from './money';
export { formatDate, relativeTime, parseDate, datePatterns } from './date';
export type { DatePatternName, DateInput } from './date';
export { orNA } from './text';
export type { DisplayValue } from './text';
export {
  PHONE_PREFIX,
  PHONE_NATIONAL_LENGTH,
  toInternationalPhone,
  toNationalPhone,
} from './phone';
