import { Button } from '@merchant/ui';
import { ListScreen } from '../../../../list';
import type { reconciliationFilters } from '../../filters';
import type { ReconciliationLine } from '../../types';
import {
  RECONCILIATION_PRIVACY_NOTE,
  RECONCILIATION_TITLE,
  type ReconciliationStage,
} from '../stage';
import { reconciliationColumns } from './reconciliationColumns';
import { ReconciliationTotals } from './ReconciliationTotals';

export type ReconciledLedgerProps = Extract<ReconciliationStage, { step: 'results' }> & {
  /** Back to choosing a file. */
  onStartOver: () => void;
  /** A line's 'Mark as explained' (or 'Edit explanation'). */
  onExplain: (line: ReconciliationLine) => void;
};

/** The reconciled ledger: totals on top, every line with its outcome, filters and export. */
export function ReconciledLedger({
  fileName,
  totals,
  list,
  onStartOver,
  onExplain,
}: ReconciledLedgerProps) {
  return (
    <ListScreen<ReconciliationLine, typeof reconciliationFilters.fields>
      {...list}
      title={RECONCILIATION_TITLE}
      columns={reconciliationColumns}
      getRowId={(line) => line.id}
      getRowLabel={(line) => `${line.outcome} ${line.reference || line.narration}`}
      emptyText="No line of this statement has this outcome"
      note={`${fileName}. ${RECONCILIATION_PRIVACY_NOTE}`}
      exportFormats={['csv', 'xlsx']}
      actions={
        <Button variant="secondary" onClick={onStartOver}>
          Reconcile another statement
        </Button>
      }
      rowActions={(line) => [
        {
          label: line.note === undefined ? 'Mark as explained' : 'Edit explanation',
          onSelect: () => onExplain(line),
        },
      ]}
    >
      <ReconciliationTotals totals={totals} />
    </ListScreen>
  );
}
