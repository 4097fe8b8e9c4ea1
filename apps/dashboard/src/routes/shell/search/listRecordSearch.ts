import type { FoundOf, ReadOptions, RecordKind } from '@merchant/api';
import type { StatusMap } from '@merchant/ui';

/** Where a record opens: its details page, or its list with its details dialog on it. */
interface RecordPlace {
  pathname: string;
  /** The list's details dialog (useUrlDialog's `?dialog=&id=`), and the row it shows at once. */
  dialog?: { name: string; id: string; row?: unknown };
}

/**
 * What a list's route module tells the search about its records: how to find them (its own
 * call), how their status reads (its own table) and where one opens. It comes with the list's
 * code, loaded when the search first asks for that kind, so no page loads any of it up front.
 */
export interface ListRecordSearch<Kind extends RecordKind> {
  /** The list's own call with its reference (or e-mail) filter. */
  find(text: string, options: ReadOptions): Promise<FoundOf<Kind>[]>;
  /** The list's status table. */
  statuses: StatusMap;
  /** Where one of its records opens. */
  locate(found: FoundOf<Kind>): RecordPlace;
}
