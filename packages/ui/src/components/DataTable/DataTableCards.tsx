import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable.types';
import { cardOrder } from './cardOrder';
import { cellContent } from './cellContent';
import { DataTableRowMenu, type RowActionsRenderer } from './DataTableRowMenu';
import { SelectionCheckbox } from './SelectionCheckbox';
import { CardFields, CardItem, CardList } from './DataTableCards.styles';

/** One row as a card receives it. */
interface DataTableCard<Row> {
  /** The row's data. */
  row: Row;
  /** The row's id (from getRowId). */
  id: string;
  /** 1-based position across all pages, for 'Select row N'. */
  position: number;
  /** How the row is named, e.g. its reference. */
  label: string;
  /** Whether the row is selected. */
  selected: boolean;
}

export interface DataTableCardsProps<Row> {
  /** The list's name (the cards' accessible name). */
  label: string;
  /** The DataTable's columns. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The rows of the page. */
  cards: ReadonlyArray<DataTableCard<Row>>;
  /** Shows a selection checkbox on each card. */
  selectable: boolean;
  /** Called when a card's checkbox changes. */
  onToggle: (rowId: string, checked: boolean) => void;
  /** Renders a card's menu (the row's actions). */
  rowActions: RowActionsRenderer<Row> | undefined;
}

/**
 * The rows of a phone: one card per row, the columns as label–value pairs, the row's actions in
 * its menu. Driven by the same columns as the table; the fields carry `data-kind` too.
 */
export function DataTableCards<Row>({
  label,
  columns,
  cards,
  selectable,
  onToggle,
  rowActions,
}: DataTableCardsProps<Row>): ReactNode {
  const ordered = cardOrder(columns);
  return (
    <CardList aria-label={label}>
      {cards.map(({ row, id, position, label: rowLabel, selected }) => (
        <CardItem key={id} data-selected={selected} aria-label={rowLabel}>
          <div>
            {selectable && (
              <SelectionCheckbox
                label={`Select row ${position}`}
                hideLabel
                checked={selected}
                onChange={(event) => onToggle(id, event.target.checked)}
              />
            )}
          </div>
          <CardFields>
            {ordered.map((column) => (
              <div key={column.id}>
                <dt>{column.header}</dt>
                <dd data-kind={column.kind ?? 'text'}>{cellContent(column, row)}</dd>
              </div>
            ))}
          </CardFields>
          <div>
            {rowActions && <DataTableRowMenu row={row} label={rowLabel} rowActions={rowActions} />}
          </div>
        </CardItem>
      ))}
    </CardList>
  );
}
