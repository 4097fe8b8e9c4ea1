import type { ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SpacerCell } from './DataTable.styles';

export interface DataTableVirtualRowsProps {
  /** How many rows the table shows in all. */
  count: number;
  /** The scroll area the rows move in (null until it is attached). */
  scrollElement: HTMLDivElement | null;
  rowHeight: number;
  /** The sticky header's height: the first row starts below it. */
  headerHeight: number;
  columnCount: number;
  /** One table row for the row at `index`. */
  renderRow: (index: number) => ReactNode;
  /** How many rows count as in view before the scroll area is measured. */
  initialRows: number;
}

/**
 * The rows in view (plus a few), with spacer rows holding the scroll height of the rest. Its
 * own module so the virtualizer loads only for a table long enough to need it: a paged list
 * never shows that many rows.
 */
export function DataTableVirtualRows({
  count,
  scrollElement,
  rowHeight,
  headerHeight,
  columnCount,
  renderRow,
  initialRows,
}: DataTableVirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    paddingStart: headerHeight,
    overscan: 8,
    useFlushSync: false,
    // The first rows are in view from the start, before the scroll area is measured.
    initialRect: { width: 0, height: initialRows * rowHeight },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = first ? first.start - headerHeight : 0;
  const padBottom = last ? virtualizer.getTotalSize() - last.end : 0;

  return (
    <>
      {padTop > 0 && (
        <tr aria-hidden="true">
          <SpacerCell colSpan={columnCount} style={{ height: padTop }} />
        </tr>
      )}
      {items.map((item) => renderRow(item.index))}
      {padBottom > 0 && (
        <tr aria-hidden="true">
          <SpacerCell colSpan={columnCount} style={{ height: padBottom }} />
        </tr>
      )}
    </>
  );
}
