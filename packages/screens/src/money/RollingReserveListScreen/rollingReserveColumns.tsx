import { money } from '@merchant/ui';
import { rollingReserveStatusMap } from '../balance/status';
import { amountColumn, dateColumn, statusColumn, type ListColumn } from '../../list';
import type { RollingReserveRow } from '../types';

/** "Initial Settlement Amount (amount minus withheld)", in minor units so cents stay exact. */
const initialSettlementAmount = (row: RollingReserveRow) =>
  Math.round(row.settlementAmount * 100 - row.withheldAmount * 100) / 100;

/** The rolling reserve columns, in the currency of the page. */
export function rollingReserveColumns(currency: string): readonly ListColumn<RollingReserveRow>[] {
  const code = (row: RollingReserveRow) => row.currency ?? currency;
  return [
    dateColumn('settlementDate', 'Settlement Date', 'detail'),
    amountColumn('settlementAmount', 'Total Settlement Amount', code, { sortable: false }),
    amountColumn('settlementAmount', 'Initial Settlement Amount', code, {
      id: 'initialSettlementAmount',
      value: initialSettlementAmount,
      text: (row) => money(initialSettlementAmount(row), code(row)),
      sortable: false,
    }),
    amountColumn('withheldAmount', 'Balance', code, { id: 'balance', sortable: false }),
    dateColumn('dueDate', 'Due Date', 'detail'),
    statusColumn('status', 'Status', rollingReserveStatusMap, { sortable: false }),
  ];
}
