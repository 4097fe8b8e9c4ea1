import type { RefundRow } from './types';

/** A stable row id: the refund id, else its references and date. */
export const refundRowId = (row: RefundRow): string =>
  row.id ?? `${row.refundReference ?? row.orderReference ?? ''}-${row.dateCreated}`;
