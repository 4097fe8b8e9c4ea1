import { Select } from '../Select';
import { isSortable } from './cellContent';
import type { DataTableColumn, DataTableSort } from './DataTable.types';

export interface DataTableCardsSortProps<Row> {
  /** The table's columns; the sortable ones are offered. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The sort in force. */
  sort: DataTableSort | null;
  /** Called with the chosen sort (null: not sorted); omitted while the table loads its engine. */
  onSort?: (sort: DataTableSort | null) => void;
}

const NOT_SORTED = '';

/**
 * A phone's way to sort: its cards have no column headers to press, so the sortable columns are
 * offered in a select above them, each in both directions. Drawn the same while the table's
 * engine loads (disabled then), so the cards never move when it arrives.
 */
export function DataTableCardsSort<Row>({ columns, sort, onSort }: DataTableCardsSortProps<Row>) {
  const sortable = columns.filter(isSortable);
  if (sortable.length === 0) return null;
  const options = [
    { value: NOT_SORTED, label: 'Not sorted' },
    ...sortable.flatMap((column) => [
      { value: `${column.id}.asc`, label: `${column.header} (ascending)` },
      { value: `${column.id}.desc`, label: `${column.header} (descending)` },
    ]),
  ];
  return (
    <Select
      label="Sort by"
      options={options}
      value={sort ? `${sort.columnId}.${sort.direction}` : NOT_SORTED}
      disabled={!onSort}
      onChange={(event) => {
        const { value } = event.target;
        const columnId = value.slice(0, value.lastIndexOf('.'));
        const direction = value.slice(value.lastIndexOf('.') + 1);
        onSort?.(
          columnId && (direction === 'asc' || direction === 'desc')
            ? { columnId, direction }
            : null,
        );
      }}
    />
  );
}
