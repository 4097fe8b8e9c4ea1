import type { ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SpacerCell } from './DataTable.styles';

export interface DataTableVirtualRowsProps {
  /** How many rows the table shows in all. */
  count: number;
  /** The scroll area the rows move in. */
  getScrollElement: () => HTMLDivElement | null;
  rowHeight: number;
  /** The sticky header's height: the first row starts below it. */
  headerHeight: number;
  columnCount: number;
  /** One table row for the row at `index`. */
  renderRow: (index: number) => ReactNode;
}

/**
 * The rows in view (plus a few), with spacer rows holding the scroll height of the rest. Its
 * own module so the virtualizer loads only for a table long enough to need it: a paged list
 * never shows that many rows.
 */
export function DataTableVirtualRows({
  count,
  getScrollElement,
  rowHeight,
  headerHeight,
  columnCount,
  renderRow,
}: DataTableVirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement,
    estimateSize: () => rowHeight,
    paddingStart: headerHeight,
    overscan: 8,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = first ? first.start - headerHeight : 0;
  // Before the scroll area is measured no row is in view; the spacer still holds every row's height.
  const padBottom = virtualizer.getTotalSize() - (last ? last.end : headerHeight);

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
