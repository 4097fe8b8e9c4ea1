export { createRecordSearch, SEARCH_MIN_LENGTH } from './recordSearch';
export type { KindResults, RecordSearchState } from './recordSearch';
export type { FoundRecord, RecordKind } from './schemas';
