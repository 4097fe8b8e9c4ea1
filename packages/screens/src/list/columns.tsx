import type { ReactNode } from 'react';
import { StatusBadge, formatDate, money, orNA, resolveStatus } from '@merchant/ui';
import type { DataTableColumn, DatePatternName, StatusMap } from '@merchant/ui';

/**
 * A column of a list, written once for the table and the export: `text` is what the cell says
 * and what the file holds, so the two cannot drift. `cell` only decorates that text (a badge).
 */
export interface ListColumn<Row> extends Omit<DataTableColumn<Row>, 'cell'> {
  /** The cell's text, e.g. money(row.amount, row.currency) or 'N/A'; written as is to the export. */
  text: (row: Row) => string;
  /** Renders the cell when plain text is not enough; it must show `text`. */
  cell?: (row: Row) => ReactNode;
  /** Leaves the column out of the export (e.g. an image). */
  exported?: false;
}

/** A column of an exported file: its header and the text of each row. */
export interface ListExportColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/** The table's columns: a cell with no renderer shows the text; sorting reads `value` else the text. */
export function toTableColumns<Row>(columns: readonly ListColumn<Row>[]): DataTableColumn<Row>[] {
  return columns.map(({ text, cell, exported: _exported, ...column }) => ({
    ...column,
    value: column.value ?? text,
    cell: cell ?? text,
  }));
}

/** The export's columns: the same headers and texts as the table, in the same order. */
export function toExportColumns<Row>(columns: readonly ListColumn<Row>[]): ListExportColumn<Row>[] {
  return columns
    .filter((column) => column.exported !== false)
    .map((column) => ({ header: column.header, value: column.text }));
}

/** The keys of `Row` whose values are of type `Value`. */
type KeyOf<Row, Value> = { [K in keyof Row]-?: Row[K] extends Value ? K : never }[keyof Row] &
  string;

/** What a table can sort by: a date, a number or a text. */
type CellValue = string | number | Date | null | undefined;

/** What a builder's caller may change: any field of the column (its id, `sortable: false`, …). */
type ColumnOptions<Row> = Partial<ListColumn<Row>>;

/** A text column read as the key says, or the blank text the list shows for a missing value. */
interface TextOptions<Row> extends ColumnOptions<Row> {
  /** Shows 'N/A' for a missing or blank value (else the empty text). */
  orNA?: true;
}

function textOf<Row>(key: KeyOf<Row, string | null | undefined>, { orNA: na }: { orNA?: true }) {
  return (row: Row) => {
    const value = row[key] as string | null | undefined;
    return na ? orNA(value) : (value ?? '');
  };
}

/**
 * A date, sorted as a date, in the list's `format` ('transaction' wraps its time to a second
 * line). Builders take the row's key as the column's id; `options` override any field.
 */
export function dateColumn<Row>(
  key: KeyOf<Row, CellValue>,
  header: string,
  format: DatePatternName,
  options: ColumnOptions<Row> = {},
): ListColumn<Row> {
  const date = (row: Row) => row[key] as CellValue;
  return {
    id: key,
    kind: 'date',
    header,
    value: date,
    text: (row) => formatDate(date(row), format),
    sortable: true,
    sortKind: 'date',
    ...options,
  };
}

/** How an amount column reads: its currency, and 'N/A' rather than 0 for a missing amount. */
interface AmountOptions<Row> extends ColumnOptions<Row> {
  /** Writes 'N/A' for a missing amount (else it reads as 0). */
  orNA?: true;
}

/** An amount in `currency` (a code, or the row's), sorted as a number. */
export function amountColumn<Row>(
  key: KeyOf<Row, number | null | undefined>,
  header: string,
  currency: string | ((row: Row) => string | null | undefined),
  { orNA: na, ...options }: AmountOptions<Row> = {},
): ListColumn<Row> {
  const amount = (row: Row) => row[key] as number | null | undefined;
  const code = typeof currency === 'string' ? () => currency : currency;
  return {
    id: key,
    kind: 'amount',
    header,
    value: amount,
    text: (row) => (na && amount(row) === undefined ? 'N/A' : money(amount(row), code(row))),
    sortable: true,
    sortKind: 'number',
    ...options,
  };
}

/** A status as its domain's badge; the export writes the badge's label. */
export function statusColumn<Row>(
  key: KeyOf<Row, string | null | undefined>,
  header: string,
  map: StatusMap,
  options: ColumnOptions<Row> = {},
): ListColumn<Row> {
  const status = (row: Row) => row[key] as string | null | undefined;
  return {
    id: key,
    kind: 'status',
    header,
    text: (row) => resolveStatus(map, status(row)).label,
    cell: (row) => <StatusBadge status={status(row)} map={map} />,
    sortable: true,
    ...options,
  };
}

/** A reference (an id, an account or phone number): never cut. */
export function referenceColumn<Row>(
  key: KeyOf<Row, string | null | undefined>,
  header: string,
  options: TextOptions<Row> = {},
): ListColumn<Row> {
  return textColumn(key, header, { kind: 'reference', ...options });
}

/** A plain text (a name, an e-mail), which wraps. */
export function textColumn<Row>(
  key: KeyOf<Row, string | null | undefined>,
  header: string,
  { orNA: na, ...options }: TextOptions<Row> = {},
): ListColumn<Row> {
  return { id: key, header, text: textOf(key, { orNA: na }), sortable: true, ...options };
}

/** A row's details as label/value pairs, one per column: a details dialog reads as its table. */
export function columnDetails<Row>(columns: readonly ListColumn<Row>[], row: Row) {
  return columns.map((column) => ({
    label: column.header,
    value: column.cell ? column.cell(row) : column.text(row),
  }));
}

/**
 * The columns a merchant chose to show, in their order: `shown` lists column ids (ids no longer
 * in `columns` are skipped). Null, or a choice that names no column, keeps the spec's columns.
 */
export function chooseColumns<Row>(
  columns: readonly ListColumn<Row>[],
  shown: readonly string[] | null,
): readonly ListColumn<Row>[] {
  if (!shown) return columns;
  const byId = new Map(columns.map((column) => [column.id, column]));
  const chosen = shown.flatMap((id) => byId.get(id) ?? []);
  return chosen.length > 0 ? chosen : columns;
}
