import { formatDate, type StatusMap } from '@merchant/ui';
import { chargebackStatusMap, type ChargebackStatus } from '../../status';
import { amountColumn, dateColumn, referenceColumn, statusColumn } from '../../../list';
import type { ListColumn } from '../../../list';
import { DueCountdown } from '../../DueCountdown';
import type { ChargebackRow } from '../../types';
import { DueCell } from './chargebackColumns.styles';

const currency = (row: ChargebackRow) => row.currency;

/**
 * Due Date, Amount, Status, Balance and Order Reference (the 'Action' column is the row menu).
 * The due date also shows the time left ('2 days left', red under 48 hours, 'Overdue'); the
 * export writes only the date. `now` is the screen's clock; `statusMap` colours the Status
 * (a preset list's differs, see presetChargebackStatusMap).
 */
export function chargebackColumns(
  now: Date,
  statusMap: StatusMap<ChargebackStatus> = chargebackStatusMap,
): ListColumn<ChargebackRow>[] {
  return [
    dateColumn('dueDate', 'Due Date', 'detail', {
      value: (row) => row.dueDate ?? null,
      cell: (row) => (
        <DueCell>
          {formatDate(row.dueDate, 'detail')}
          <DueCountdown dueDate={row.dueDate} status={row.status} now={now} />
        </DueCell>
      ),
    }),
    amountColumn('amount', 'Amount', currency),
    statusColumn('status', 'Status', statusMap, { sortable: false }),
    amountColumn('balance', 'Balance', currency, {
      orNA: true,
      value: (row) => row.balance ?? null,
    }),
    referenceColumn('orderReference', 'Order Reference', {
      text: (row) => row.orderReference ?? 'N/A',
      sortable: false,
    }),
  ];
}
