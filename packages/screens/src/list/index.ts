export { ListScreen } from './ListScreen';
export type { ListViewProps } from './ListScreen';
export { dateRangeFilter, defineFilters, selectFilter, textFilter } from './filterDefinition';
export type { FilterDefinition, FilterFields, FilterQuery, FilterValues } from './filterDefinition';
export { filterParamKeys, filtersFromParams, filtersToParams, filtersToQuery } from './filterCodec';
export { defineSearchParam, flagSearchParam, textSearchParam } from './searchParam';
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
export type { ListData, RowsProgress } from './types';
export { chooseColumns } from './columns';
export type { ListViews } from './views/types';
