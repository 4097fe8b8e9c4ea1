export { AmountField } from './AmountField';
export type { AmountFieldProps } from './AmountField';
export { amountValue, groupAmount, sanitizeAmount } from './amountText';
