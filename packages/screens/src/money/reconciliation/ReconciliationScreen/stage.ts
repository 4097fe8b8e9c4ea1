import type { ListViewProps } from '../../../list';
import type { reconciliationFilters } from '../filters';
import type {
  ReconciliationLine,
  ReconciliationProgress,
  ReconciliationTotal,
  StatementLayout,
} from '../types';

/** The page's title, on every step. */
export const RECONCILIATION_TITLE = 'Reconciliation';

/** The page says it on every step: the statement is read on the device. */
export const RECONCILIATION_PRIVACY_NOTE =
  'Your statement is read and matched on this device: nothing of it leaves your browser.';

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
      /** The reconciled ledger as the list kit shows it. */
      list: ListViewProps<ReconciliationLine, typeof reconciliationFilters.fields>;
    };
