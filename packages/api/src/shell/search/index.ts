export { createRecordSearch } from './recordSearch';
export type { RecordSearchState } from './recordSearch';
export type { FoundRecord } from './schemas';
