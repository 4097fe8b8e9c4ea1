/** The rows a list screen shows. */
export interface ListData<Row> {
  /** One page of rows (`complete` false), or every matching row (`complete` true). */
  rows: readonly Row[];
  /** Number of matching rows across all pages. */
  total: number;
  /**
   * `rows` holds every matching row, so the table sorts and pages them in the browser. A list
   * the server pages is complete once a sort asks for every row (ADR 007).
   */
  complete: boolean;
}

/** How far a read of every matching row has come, in rows. */
export interface RowsProgress {
  loaded: number;
  total: number;
}
