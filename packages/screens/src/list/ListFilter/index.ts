export { ListFilter, SEARCH_DEBOUNCE_MS } from './ListFilter';
export type { ListFilterProps } from './ListFilter';
