import type { DataTableColumn } from './DataTable.types';

/**
 * The order of a card's fields: the first amount, then the first status (what a merchant reads
 * first), then the other columns in the table's order.
 */
export function cardOrder<Row>(
  columns: ReadonlyArray<DataTableColumn<Row>>,
): ReadonlyArray<DataTableColumn<Row>> {
  const lead = (['amount', 'status'] as const)
    .map((kind) => columns.find((column) => column.kind === kind))
    .filter((column): column is DataTableColumn<Row> => column !== undefined);
  return [...lead, ...columns.filter((column) => !lead.includes(column))];
}
