import { Menu, type MenuItem } from '../Menu';

/** Builds the menu of one row, e.g. [{ label: 'View details', onSelect }]. */
export type RowActionsRenderer<Row> = (row: Row) => MenuItem[];

export interface DataTableRowMenuProps<Row> {
  /** The row's data. */
  row: Row;
  /** How the row is named: the trigger reads 'Actions for <label>'. */
  label: string;
  /** Builds the items. */
  rowActions: RowActionsRenderer<Row>;
}

/** The "more" button at the end of a row and its action menu. */
export function DataTableRowMenu<Row>({ row, label, rowActions }: DataTableRowMenuProps<Row>) {
  const items = rowActions(row);
  if (items.length === 0) return null;
  return <Menu variant="icon" size="sm" label={`Actions for ${label}`} items={items} />;
}
