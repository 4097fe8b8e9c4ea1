export { SubsidiariesScreen, SUBSIDIARIES_EMPTY_TEXT } from './SubsidiariesScreen';
export type { SubsidiariesScreenProps } from './SubsidiariesScreen';
export { subsidiaryColumns } from './components/subsidiaryColumns';
export { subsidiaryFilters } from './filters';
