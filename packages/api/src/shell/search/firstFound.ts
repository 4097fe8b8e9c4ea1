import { RECORDS_PER_KIND } from './referenceShape';
import type { FoundFields, FoundOf, RecordKind, RecordOf } from './schemas';

/**
 * What a search shows of one kind: its first RECORDS_PER_KIND records, each with its kind and
 * what its row in the results reads.
 */
export function firstFound<Kind extends RecordKind>(
  kind: Kind,
  records: readonly RecordOf[Kind][],
  row: (record: RecordOf[Kind]) => FoundFields,
): FoundOf<Kind>[] {
  // The union cannot be narrowed by a generic kind; `kind` and `record` are of the one kind.
  return records
    .slice(0, RECORDS_PER_KIND)
    .map((record) => ({ kind, record, ...row(record) }) as FoundOf<Kind>);
}
