import type { RowsProgress } from '../types';
import { ProgressLine } from '../ProgressLine/ProgressLine';

export interface SortProgressProps {
  /** How many of the matching rows have arrived. */
  progress: RowsProgress;
  /** Stops reading and leaves the list unsorted. */
  onCancel: () => void;
}

const count = new Intl.NumberFormat('en-NG');

/**
 * While a sort reads every matching row of a long list, page after page: how many are in, and a
 * way to stop. The page on screen stays usable meanwhile.
 */
export function SortProgress({ progress: { loaded, total }, onCancel }: SortProgressProps) {
  const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
  return (
    <ProgressLine
      text={`Reading every row to sort: ${count.format(loaded)} of ${count.format(total)}`}
      percent={percent}
      label="Sort progress"
      cancelLabel="Cancel sort"
      onCancel={onCancel}
    />
  );
}
