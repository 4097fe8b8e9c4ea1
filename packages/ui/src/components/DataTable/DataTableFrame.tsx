import { useId, type CSSProperties, type ReactNode, type Ref } from 'react';
import { VisuallyHidden } from '../Field';
import { Caption, DataTableRoot, ScrollArea, Table } from './DataTable.styles';

export interface DataTableFrameProps {
  /** The table's accessible name (its caption, visually hidden). */
  label: string;
  /** What the table shows: journeys wait on it (`data-state`). */
  state: 'loading' | 'error' | 'rows' | 'empty';
  /** Cards on a phone, a table elsewhere. */
  asCards: boolean;
  density: 'regular' | 'compact';
  rowHeight: number;
  maxHeight: string;
  /** The header row (`DataTableHead`). */
  head: ReactNode;
  /** The table's rows. */
  body: ReactNode;
  /** What a phone shows instead of the table. */
  cards: ReactNode;
  /** A phone's sort control, above the cards (`DataTableCardsSort`). */
  cardsSort?: ReactNode;
  /** The pagination, under the rows. */
  footer?: ReactNode;
  /** Rows in the whole list plus the header, once they are shown. */
  rowCount?: number;
  /** The scroll area, for the virtualizer and the scroll to the top on a new page. */
  scrollAreaRef?: Ref<HTMLDivElement>;
}

/**
 * The DataTable's markup, the same whether its engine (TanStack Table, DataTableEngine) has
 * loaded or the table still waits for it: the placeholder and the loaded table's loading state
 * are one DOM, so nothing moves when one replaces the other.
 */
export function DataTableFrame({
  label,
  state,
  asCards,
  density,
  rowHeight,
  maxHeight,
  head,
  body,
  cards,
  cardsSort,
  footer,
  rowCount,
  scrollAreaRef,
}: DataTableFrameProps) {
  const captionId = useId();
  const loading = state === 'loading';
  return (
    // The data-ui mark lets journeys tell a list's table from other tables (a chart's data);
    // data-state says when its rows (or its message) are in.
    <DataTableRoot
      style={{ '--dt-row-height': `${rowHeight}px` } as CSSProperties}
      data-ui="data-table"
      data-state={state}
      data-layout={asCards ? 'cards' : 'table'}
      data-density={density}
    >
      {asCards ? (
        <>
          {cardsSort}
          {cards}
        </>
      ) : (
        <ScrollArea
          ref={scrollAreaRef}
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          style={{ maxHeight }}
        >
          <Table aria-rowcount={rowCount} aria-busy={loading || undefined}>
            <Caption id={captionId}>{label}</Caption>
            {head}
            <tbody>{body}</tbody>
          </Table>
        </ScrollArea>
      )}
      <VisuallyHidden role="status">{loading ? `Loading ${label}` : ''}</VisuallyHidden>
      {footer}
    </DataTableRoot>
  );
}
