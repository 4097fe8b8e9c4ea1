import { useMemo } from 'react';
import { ListScreen, type ListViewProps } from '../../list';
import type { RollingReserveRow } from '../types';
import { rollingReserveColumns } from './rollingReserveColumns';

/** Part 2 section 2: the rolling reserve empty text. */
export const ROLLING_RESERVE_EMPTY_TEXT = 'You currently do not have any rolling reserve';

export type RollingReserveListScreenProps = Omit<ListViewProps<RollingReserveRow>, 'filter'> & {
  /** The global currency the reserve follows. */
  currency: string;
  /** Opens the row's details (the 'Action' column's 'View details'). */
  onViewDetails: (row: RollingReserveRow) => void;
};

/**
 * Rolling reserve (part 2 section 2), following the global currency. The columns end with
 * Status and Action; the action menu offers 'View details'.
 */
export function RollingReserveListScreen({
  currency,
  onViewDetails,
  ...view
}: RollingReserveListScreenProps) {
  const columns = useMemo(() => rollingReserveColumns(currency), [currency]);
  return (
    <ListScreen<RollingReserveRow>
      {...view}
      title="Rolling Reserve"
      filter={undefined}
      onExport={undefined}
      note={`Currency: ${currency}`}
      columns={columns}
      getRowId={(row) => row.id}
      emptyText={ROLLING_RESERVE_EMPTY_TEXT}
      rowActions={(row) => [{ label: 'View details', onSelect: () => onViewDetails(row) }]}
    />
  );
}
