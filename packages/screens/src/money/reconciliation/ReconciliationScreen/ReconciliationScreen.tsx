import { Banner, Button } from '@merchant/ui';
import { ListScreen, type ListViewProps } from '../../../list';
import type { reconciliationFilters } from '../filters';
import type {
  ReconciliationLine,
  ReconciliationProgress,
  ReconciliationTotal,
  StatementLayout,
} from '../types';
import { ColumnMappingForm } from './components/ColumnMappingForm';
import type { ConfirmedMapping } from './components/ColumnMappingForm.schema';
import { ReconcileProgress } from './components/ReconcileProgress';
import { reconciliationColumns } from './components/reconciliationColumns';
import { ReconciliationTotals } from './components/ReconciliationTotals';
import { StatementUpload } from './components/StatementUpload';
import { FileName, PageRoot, PageTitle, StepCard } from './ReconciliationScreen.styles';

/** The page says it once, on every step: the statement is read on the device. */
const RECONCILIATION_PRIVACY_NOTE =
  'Your statement is read and matched on this device: nothing of it leaves your browser.';

const TITLE = 'Reconciliation';

/** The reconciled ledger as the list kit shows it. */
type ReconciliationListProps = ListViewProps<
  ReconciliationLine,
  typeof reconciliationFilters.fields
>;

/** Where the page is: choosing a file, working on it, its columns, its error, its result. */
export type ReconciliationStage =
  | { step: 'upload' }
  | { step: 'working'; fileName: string; progress: ReconciliationProgress }
  | { step: 'mapping'; fileName: string; layout: StatementLayout }
  | { step: 'unreadable'; fileName: string; message: string }
  | {
      step: 'results';
      fileName: string;
      totals: readonly ReconciliationTotal[];
      list: ReconciliationListProps;
    };

export interface ReconciliationScreenProps {
  stage: ReconciliationStage;
  /** Called with the statement the merchant chose. */
  onChooseFile: (file: File) => void;
  /** Called with the confirmed columns. */
  onConfirmMapping: (confirmed: ConfirmedMapping) => void;
  /** Back to choosing a file. */
  onStartOver: () => void;
  /** A line's 'Mark as explained' (or 'Edit explanation'). */
  onExplain: (line: ReconciliationLine) => void;
  /** Downloads a statement to try the page with (the demo only). */
  onDownloadSample?: () => void;
}

/**
 * Reconciliation: a bank statement against the business's settlements, in the browser. Upload,
 * confirm the columns, then the reconciled ledger with its totals, filters and export.
 */
export function ReconciliationScreen({
  stage,
  onChooseFile,
  onConfirmMapping,
  onStartOver,
  onExplain,
  onDownloadSample,
}: ReconciliationScreenProps) {
  if (stage.step === 'results')
    return (
      <ListScreen<ReconciliationLine, typeof reconciliationFilters.fields>
        {...stage.list}
        title={TITLE}
        columns={reconciliationColumns}
        getRowId={(line) => line.id}
        getRowLabel={(line) => `${line.outcome} ${line.reference || line.narration}`}
        emptyText="No line of this statement has this outcome"
        note={`${stage.fileName}. ${RECONCILIATION_PRIVACY_NOTE}`}
        actions={
          <Button variant="secondary" onClick={onStartOver}>
            Reconcile another statement
          </Button>
        }
        rowActions={(line) => [
          {
            label: line.note === null ? 'Mark as explained' : 'Edit explanation',
            onSelect: () => onExplain(line),
          },
        ]}
      >
        <ReconciliationTotals totals={stage.totals} />
      </ListScreen>
    );
  return (
    <PageRoot>
      <PageTitle>{TITLE}</PageTitle>
      <p>{RECONCILIATION_PRIVACY_NOTE}</p>
      <StepCard>
        {stage.step !== 'upload' && <FileName>{stage.fileName}</FileName>}
        {stage.step === 'upload' && (
          <StatementUpload onChooseFile={onChooseFile} onDownloadSample={onDownloadSample} />
        )}
        {stage.step === 'working' && <ReconcileProgress progress={stage.progress} />}
        {stage.step === 'mapping' && (
          <ColumnMappingForm
            layout={stage.layout}
            onConfirm={onConfirmMapping}
            onCancel={onStartOver}
          />
        )}
        {stage.step === 'unreadable' && (
          <>
            <Banner tone="red" role="alert" title="This statement cannot be read">
              {stage.message}
            </Banner>
            <div>
              <Button onClick={onStartOver}>Choose another file</Button>
            </div>
          </>
        )}
      </StepCard>
    </PageRoot>
  );
}
