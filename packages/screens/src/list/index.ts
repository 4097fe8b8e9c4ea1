export { ListScreen } from './ListScreen';
export type { ListScreenProps, ListScreenFilter, ListViewProps } from './ListScreen';
export { ListFilter, SEARCH_DEBOUNCE_MS } from './ListFilter';
export type { ListFilterProps } from './ListFilter';
export { ANY, dateRangeFilter, defineFilters, selectFilter, textFilter } from './filterDefinition';
export type {
  DateRangeFilterField,
  FilterDefinition,
  FilterField,
  FilterFields,
  FilterQuery,
  FilterValues,
  SelectFilterField,
  TextFilterField,
} from './filterDefinition';
export {
  filterParamKeys,
  filtersFromPanel,
  filtersFromParams,
  filtersToPanel,
  filtersToParams,
  filtersToQuery,
} from './filterCodec';
export { toExportColumns, toTableColumns } from './columns';
export type { ListColumn, ListExportColumn } from './columns';
export type { ListData } from './types';
