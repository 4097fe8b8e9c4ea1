import {
  amountColumn,
  dateColumn,
  referenceColumn,
  statusColumn,
  textColumn,
  type ListColumn,
} from '../../../../list';
import { reconciliationOutcomeMap } from '../../outcomes';
import type { ReconciliationLine } from '../../types';

const currency = (line: ReconciliationLine) => line.currency;

/** The reconciled ledger, on screen and in the export: every line with its outcome and how. */
export const reconciliationColumns: readonly ListColumn<ReconciliationLine>[] = [
  dateColumn('date', 'Date', 'beneficiary'),
  statusColumn('outcome', 'Outcome', reconciliationOutcomeMap),
  amountColumn('settled', 'Settled', currency, { orNA: true }),
  amountColumn('received', 'Received', currency, { orNA: true }),
  amountColumn('difference', 'Difference', currency, { orNA: true }),
  referenceColumn('reference', 'Settlement reference', { orNA: true }),
  textColumn('narration', 'Narration', { orNA: true }),
  textColumn('how', 'How', { sortable: false }),
  {
    id: 'statementRow',
    header: 'Statement row',
    value: (line) => line.statementRow,
    text: (line) => (line.statementRow === undefined ? 'N/A' : String(line.statementRow)),
    sortable: true,
  },
  textColumn('note', 'Explanation', { orNA: true, sortable: false }),
];
