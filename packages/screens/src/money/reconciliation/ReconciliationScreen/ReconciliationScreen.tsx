import { Suspense } from 'react';
import { Banner, Button, Spinner, lazyPart } from '@merchant/ui';
import type { ReconciliationLine } from '../types';
import type { ConfirmedMapping } from './components/ColumnMappingForm.schema';
import { ReconciledLedger } from './components/ReconciledLedger';
import { ReconcileProgress } from './components/ReconcileProgress';
import { StatementUpload } from './components/StatementUpload';
import { FileName, PageRoot, PageTitle, StepCard } from './ReconciliationScreen.styles';
import {
  RECONCILIATION_PRIVACY_NOTE,
  RECONCILIATION_TITLE,
  type ReconciliationStage,
} from './stage';

// The first paint is the upload: the columns' form (and the form kit) loads when reached.
const ColumnMappingForm = lazyPart(() =>
  import('./components/ColumnMappingForm').then((module) => module.ColumnMappingForm),
);

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
    return <ReconciledLedger {...stage} onStartOver={onStartOver} onExplain={onExplain} />;
  return (
    <PageRoot>
      <PageTitle>{RECONCILIATION_TITLE}</PageTitle>
      <p>{RECONCILIATION_PRIVACY_NOTE}</p>
      <StepCard>
        {stage.step !== 'upload' && <FileName>{stage.fileName}</FileName>}
        {stage.step === 'upload' && (
          <StatementUpload onChooseFile={onChooseFile} onDownloadSample={onDownloadSample} />
        )}
        {stage.step === 'working' && <ReconcileProgress progress={stage.progress} />}
        {stage.step === 'mapping' && (
          <Suspense fallback={<Spinner label="Loading the columns" />}>
            <ColumnMappingForm
              layout={stage.layout}
              onConfirm={onConfirmMapping}
              onCancel={onStartOver}
            />
          </Suspense>
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
