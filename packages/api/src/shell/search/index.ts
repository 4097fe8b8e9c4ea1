export { createRecordSearch } from './recordSearch';
export type { RecordSearchState } from './recordSearch';
export type { FoundOf, RecordKind } from './schemas';
