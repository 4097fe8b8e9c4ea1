import { byDate } from '../data/subsidiaries';
import type { Table } from '../db';
import { inDateRange, ok } from '../http';
import type { SandboxSession } from '../sessions';

interface OwnedDatedRow {
  subsidiaryId: string;
  dateCreated: string;
}

/** Whether a row belongs to the session's business: no call reads or changes another's. */
export const own =
  (session: SandboxSession) =>
  <Row extends { subsidiaryId: string }>(row: Row) =>
    row.subsidiaryId === session.subsidiaryId;

/**
 * The rows a list call answers: the session's business's, kept by the call's own filters
 * (`matches`) and by the query's fromdate/todate range.
 */
export function ownRowsInRange<Row extends OwnedDatedRow>(
  table: Pick<Table<Row>, 'filter'>,
  session: SandboxSession,
  params: URLSearchParams,
  matches: (row: Row) => boolean = () => true,
): Row[] {
  return table.filter(
    (row) => own(session)(row) && matches(row) && inDateRange(row.dateCreated, params),
  );
}

/** The answer of an unpaged list: every row, oldest first as the server lists, and their count. */
export function wholeList<Row extends OwnedDatedRow>(message: string, rows: Row[]) {
  const items = [...rows].sort(byDate((row) => row.dateCreated));
  return ok({ message, items, totalItems: items.length });
}
