export { useCurrencies } from './hooks';
