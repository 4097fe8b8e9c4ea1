import { StatusBadge, formatDate, money, resolveStatus } from '@merchant/ui';
import { rollingReserveStatusMap } from '../../balance/status';
import type { ListColumn } from '../../list';
import type { RollingReserveRow } from '../types';

/** "Initial Settlement Amount (amount minus withheld)", in minor units so cents stay exact. */
const initialSettlementAmount = (row: RollingReserveRow) =>
  Math.round(row.settlementAmount * 100 - row.withheldAmount * 100) / 100;

const amount = (value: number, row: RollingReserveRow, currency: string) =>
  money(value, row.currency ?? currency);

/** The rolling reserve columns, in the currency of the page. */
export function rollingReserveColumns(currency: string): readonly ListColumn<RollingReserveRow>[] {
  return [
    {
      id: 'settlementDate',
      kind: 'date',
      header: 'Settlement Date',
      value: (row) => row.settlementDate,
      text: (row) => formatDate(row.settlementDate, 'detail'),
      sortable: true,
      sortKind: 'date',
    },
    {
      id: 'settlementAmount',
      kind: 'amount',
      header: 'Total Settlement Amount',
      value: (row) => row.settlementAmount,
      text: (row) => amount(row.settlementAmount, row, currency),
    },
    {
      id: 'initialSettlementAmount',
      kind: 'amount',
      header: 'Initial Settlement Amount',
      value: initialSettlementAmount,
      text: (row) => amount(initialSettlementAmount(row), row, currency),
    },
    {
      id: 'balance',
      kind: 'amount',
      header: 'Balance',
      value: (row) => row.withheldAmount,
      text: (row) => amount(row.withheldAmount, row, currency),
    },
    {
      id: 'dueDate',
      kind: 'date',
      header: 'Due Date',
      value: (row) => row.dueDate,
      text: (row) => formatDate(row.dueDate, 'detail'),
      sortable: true,
      sortKind: 'date',
    },
    {
      id: 'status',
      kind: 'status',
      header: 'Status',
      text: (row) => resolveStatus(rollingReserveStatusMap, row.status).label,
      cell: (row) => <StatusBadge status={row.status} map={rollingReserveStatusMap} />,
    },
  ];
}
