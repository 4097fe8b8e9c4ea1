export { ListFilter } from './ListFilter';
export type { ListFilterProps } from './ListFilter';
