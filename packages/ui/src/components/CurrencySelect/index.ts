export { CurrencySelect } from './CurrencySelect';
export type { CurrencySelectProps, Currency } from './CurrencySelect';
