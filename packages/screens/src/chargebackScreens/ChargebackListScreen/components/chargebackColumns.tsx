import { StatusBadge, formatDate, money, resolveStatus, type StatusMap } from '@merchant/ui';
import { chargebackStatusMap, type ChargebackStatus } from '../../../chargebacks/status';
import type { ListColumn } from '../../../list';
import { DueCountdown } from '../../DueCountdown';
import type { ChargebackRow } from '../../types';
import { DueCell } from './chargebackColumns.styles';

const optionalMoney = (value: number | undefined, currency: string) =>
  value === undefined ? 'N/A' : money(value, currency);

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
    {
      id: 'dueDate',
      kind: 'date',
      header: 'Due Date',
      value: (row) => row.dueDate ?? null,
      text: (row) => formatDate(row.dueDate, 'detail'),
      cell: (row) => (
        <DueCell>
          {formatDate(row.dueDate, 'detail')}
          <DueCountdown dueDate={row.dueDate} status={row.status} now={now} />
        </DueCell>
      ),
      sortable: true,
      sortKind: 'date',
    },
    {
      id: 'amount',
      kind: 'amount',
      header: 'Amount',
      value: (row) => row.amount,
      text: (row) => money(row.amount, row.currency),
      sortable: true,
      sortKind: 'number',
    },
    {
      id: 'status',
      kind: 'status',
      header: 'Status',
      text: (row) => resolveStatus(statusMap, row.status).label,
      cell: (row) => <StatusBadge status={row.status} map={statusMap} />,
    },
    {
      id: 'balance',
      kind: 'amount',
      header: 'Balance',
      value: (row) => row.balance ?? null,
      text: (row) => optionalMoney(row.balance, row.currency),
      sortable: true,
      sortKind: 'number',
    },
    {
      id: 'orderReference',
      kind: 'reference',
      header: 'Order Reference',
      text: (row) => row.orderReference ?? 'N/A',
    },
  ];
}
