import { Skeleton } from '../Skeleton';
import { Cell } from './DataTable.styles';

export interface DataTableSkeletonRowsProps {
  /** How many placeholder rows. */
  rows: number;
  /** How many cells per row. */
  columns: number;
}

// Varied widths read as text rather than as a grid of bars.
const WIDTHS = ['70%', '55%', '85%', '60%', '45%', '75%'];

/** Placeholder rows while the first load runs; hidden from assistive technology (a status says it). */
export function DataTableSkeletonRows({ rows, columns }: DataTableSkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true" data-skeleton-row="">
          {Array.from({ length: columns }, (_, col) => (
            <Cell key={col}>
              <Skeleton width={WIDTHS[(row + col) % WIDTHS.length]} />
            </Cell>
          ))}
        </tr>
      ))}
    </>
  );
}
