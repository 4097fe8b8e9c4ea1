export { ListScreen } from './ListScreen';
export type { ListViewProps } from './ListScreen';
export { dateRangeFilter, defineFilters, selectFilter, textFilter } from './filterDefinition';
export type { FilterDefinition, FilterFields, FilterQuery, FilterValues } from './filterDefinition';
export {
  defineSearchParam,
  filterParamKeys,
  filtersFromParams,
  filtersToParams,
  filtersToQuery,
  flagSearchParam,
  textSearchParam,
} from './filterCodec';
export {
  amountColumn,
  columnDetails,
  dateColumn,
  referenceColumn,
  statusColumn,
  textColumn,
  toExportColumns,
} from './columns';
export type { ListColumn } from './columns';
export type { ListData } from './types';
