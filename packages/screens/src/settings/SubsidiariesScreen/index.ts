export { SubsidiariesScreen } from './SubsidiariesScreen';
export { subsidiaryColumns } from './components/subsidiaryColumns';
export { subsidiaryFilters } from './filters';
