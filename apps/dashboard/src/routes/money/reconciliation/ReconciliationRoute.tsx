import { useState } from 'react';
import {
  activeSubsidiaryOf,
  createKeys,
  fetchSettlements,
  isApiError,
  merchantMessage,
  useProfile,
} from '@merchant/api';
import {
  ReconciliationScreen,
  reconciliationColumns,
  reconciliationFilters,
  type ConfirmedMapping,
  type ReconciliationLine,
  type ReconciliationProgress,
  type ReconciliationStage,
  type ReconciliationTotal,
  type StatementLayout,
} from '@merchant/screens';
import { useToast } from '@merchant/ui';
import { lazyDialog } from '../../../app/lazyDialog';
import { useListPage } from '../../../app/list/useListPage';
import { getSandboxInfo } from '../../../app/sandboxInfo';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { layoutKey } from './statement/header';
import { settlementRange } from './statement/match';
import { isUnreadable } from './statement/readLines';
import { readNotes, rememberMapping, rememberedMapping, saveNote } from './statementMemory';
import { useReconciler } from './useReconciler';

const reconciliationKeys = createKeys('reconciliation');

const ExplainLineDialog = lazyDialog(() =>
  import('./explainDialog').then((module) => module.ExplainLineDialog),
);

/** The page's own steps; the results step gets its list from the list kit below. */
type Step =
  | Exclude<ReconciliationStage, { step: 'results' }>
  | {
      step: 'results';
      fileName: string;
      run: number;
      lines: ReconciliationLine[];
      totals: ReconciliationTotal[];
    };

function matchesText(line: ReconciliationLine, text: string | undefined) {
  if (!text) return true;
  const wanted = text.toLowerCase();
  return (
    line.reference.toLowerCase().includes(wanted) || line.narration.toLowerCase().includes(wanted)
  );
}

/**
 * /dashboard/account/reconciliation (not in the spec). The statement is read and matched in a
 * worker; the settlements of its period come from the spec's call in its export form (every
 * row). The reconciled ledger is a list of the kit: its filters in the URL, its export.
 */
export function ReconciliationRoute() {
  const toast = useToast();
  // Read from the profile the shell holds (useActiveBusinessId would bring the form pages' file).
  const profile = useProfile();
  const businessId = profile.data ? (activeSubsidiaryOf(profile.data)?.id ?? '') : '';
  const reconciler = useReconciler();
  const explain = useUrlDialog<ReconciliationLine>('explain');
  const [step, setStep] = useState<Step>({ step: 'upload' });
  // The explanations, and a count of their changes that keys the list, so a new note shows.
  const [notes, setNotes] = useState({ changes: 0, byLine: {} as Record<string, string> });
  const reloadNotes = () =>
    setNotes((current) => ({ changes: current.changes + 1, byLine: readNotes(businessId) }));

  const results = step.step === 'results' ? step : null;
  const withNotes = (line: ReconciliationLine) => {
    const note = notes.byLine[line.id];
    return note === undefined ? line : { ...line, note };
  };
  const list = useListPage({
    definition: reconciliationFilters,
    source: {
      keys: reconciliationKeys,
      all: async ({ outcome, text }) =>
        (results?.lines ?? [])
          .filter((line) => (!outcome || line.outcome === outcome) && matchesText(line, text))
          .map(withNotes),
    },
    extraQuery: { run: results?.run ?? 0, notes: notes.changes },
    columns: reconciliationColumns,
    fileName: 'Reconciliation',
  });
  const explaining = list.rowFor(explain, (line) => line.id);

  const working = (fileName: string) => (progress: ReconciliationProgress) =>
    setStep((current) =>
      current.step === 'working' && current.fileName === fileName
        ? { step: 'working', fileName, progress }
        : current,
    );

  /** Back a step; an api error was told by the error policy already, any other is told here. */
  const fail = (error: unknown, back: Step) => {
    if (!isApiError(error)) {
      console.error('[reconciliation]', error);
      toast.error(merchantMessage(error));
    }
    setStep(back);
  };

  const choose = async (file: File) => {
    const fileName = file.name;
    const onProgress = working(fileName);
    setStep({
      step: 'working',
      fileName,
      progress: { step: 'Reading the file', done: 0, total: 0 },
    });
    try {
      const { api, proxy } = await reconciler();
      const opened = await api.open(file, proxy(onProgress));
      if (isUnreadable(opened))
        return setStep({ step: 'unreadable', fileName, message: opened.reason });
      const key = layoutKey(opened.columns);
      const remembered = rememberedMapping(key, opened.columns);
      const layout: StatementLayout = {
        headerRow: opened.headerRow,
        columns: opened.columns,
        mapping: remembered?.mapping ?? opened.mapping,
        statementCurrency: remembered?.statementCurrency ?? 'NGN',
        remembered: remembered !== null,
      };
      setStep({ step: 'mapping', fileName, layout });
    } catch (error) {
      fail(error, { step: 'upload' });
    }
  };

  const confirm = async ({ mapping, statementCurrency }: ConfirmedMapping) => {
    if (step.step !== 'mapping') return;
    const { fileName, layout } = step;
    const onProgress = working(fileName);
    rememberMapping(layoutKey(layout.columns), layout.columns, mapping, statementCurrency);
    setStep({
      step: 'working',
      fileName,
      progress: { step: 'Reading the lines', done: 0, total: 0 },
    });
    try {
      const { api, proxy } = await reconciler();
      const read = await api.read(mapping, statementCurrency, proxy(onProgress));
      if (isUnreadable(read))
        return setStep({ step: 'unreadable', fileName, message: read.reason });
      onProgress({ step: 'Fetching the settlements', done: 0, total: 0 });
      const { items } = await fetchSettlements({
        dateRange: settlementRange(read),
        exportAll: true,
      });
      const matched = await api.match(items, proxy(onProgress));
      reloadNotes();
      setStep({ step: 'results', fileName, run: Date.now(), ...matched });
    } catch (error) {
      fail(error, {
        step: 'mapping',
        fileName,
        layout: { ...layout, mapping, statementCurrency },
      });
    }
  };

  const sample = getSandboxInfo()?.sampleStatement;
  const downloadSample = sample
    ? async () => {
        const { downloadBlob } = await import('@merchant/ui/export');
        downloadBlob(new Blob([sample(businessId)], { type: 'text/csv' }), 'Sample statement.csv');
      }
    : undefined;

  const stage: ReconciliationStage = results
    ? { step: 'results', fileName: results.fileName, totals: results.totals, list: list.screen }
    : (step as Exclude<Step, { step: 'results' }>);

  return (
    <>
      <ReconciliationScreen
        stage={stage}
        onChooseFile={(file) => void choose(file)}
        onConfirmMapping={(confirmed) => void confirm(confirmed)}
        onStartOver={() => setStep({ step: 'upload' })}
        onExplain={(line) => explain.open(line.id, line)}
        onDownloadSample={downloadSample && (() => void downloadSample())}
      />
      {explaining ? (
        <ExplainLineDialog
          open={explain.isOpen}
          onClose={explain.close}
          line={explaining}
          submitState="idle"
          onSubmit={({ note }) => {
            saveNote(businessId, explaining.id, note);
            reloadNotes();
            explain.close();
          }}
        />
      ) : null}
    </>
  );
}
