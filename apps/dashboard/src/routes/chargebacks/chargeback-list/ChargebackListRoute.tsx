import { useState } from 'react';
import { generatePath } from 'react-router-dom';
import { chargebackKeys, fetchChargebacks, useChargebackOverview } from '@merchant/api';
import {
  ChargebackListScreen,
  PATHS,
  chargebackColumns,
  chargebackFilters,
  presetChargebackFilters,
  type ChargebackRow,
  type FilterDefinition,
  type FilterFields,
  type FilterQuery,
} from '@merchant/screens';
import { useOpenFromList } from '../../../app/backLink';
import { lazyDialog } from '../../../app/lazyDialog';
import { useListPage } from '../../../app/list/useListPage';
import { loadChargebackRecords } from '../../../app/money/chargebackRecords';
import { MoneyListBanner } from '../../../app/money/MoneyListBanner';
import { toRemoteData } from '../../../app/toRemoteData';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { LazyTreatChargebackFlow } from '../treat/LazyTreatChargebackFlow';
import { toChargebackRow } from './toChargebackRow';

const ChargebackSummaryDialog = lazyDialog(() =>
  import('./ChargebackSummaryDialog').then((module) => module.ChargebackSummaryDialog),
);

// The export's texts do not depend on the clock; only the on-screen countdown does.
const EXPORT_COLUMNS = chargebackColumns(new Date(0));

interface ChargebackListProps<Fields extends FilterFields> {
  title: string;
  definition: FilterDefinition<Fields>;
  /** The status a status route presets; the overview has none. */
  status?: string;
}

function ChargebackList<Fields extends FilterFields>({
  title,
  definition,
  status,
}: ChargebackListProps<Fields>) {
  const openDetails = useOpenFromList();
  const overview = useChargebackOverview();
  const summary = useUrlDialog<ChargebackRow>('chargeback');
  const treat = useUrlDialog<ChargebackRow>('treat');
  const [now] = useState(() => new Date());
  const fetchRows = async (query: FilterQuery<Fields> & { status?: string }, exportAll = false) =>
    (await fetchChargebacks({ ...query, exportAll })).items.map(toChargebackRow);
  const list = useListPage({
    definition,
    extraQuery: status ? { status } : {},
    // export=true only for the export (part 2 section 4); the table's loads leave it off.
    source: {
      keys: chargebackKeys,
      all: (query) => fetchRows(query),
      exportAll: (query) => fetchRows(query, true),
    },
    columns: EXPORT_COLUMNS,
    fileName: title,
  });
  const summaryRow = list.rowFor(summary, (row) => row.id);
  const treatRow = list.rowFor(treat, (row) => row.id);
  const goToDetails = (row: ChargebackRow) =>
    openDetails(generatePath(PATHS.chargebackDetails, { id: row.id }));

  return (
    <>
      <MoneyListBanner list="chargebacks" loadRecords={loadChargebackRecords} />
      <ChargebackListScreen
        {...list.screen}
        title={title}
        preset={status !== undefined}
        overview={toRemoteData(overview)}
        onViewDetails={(row) => summary.open(row.id, row)}
        onOpenDetails={goToDetails}
      />
      {summaryRow && (
        <ChargebackSummaryDialog
          open
          chargeback={summaryRow}
          onClose={summary.close}
          onTreat={(row) => treat.open(row.id, row)}
          onOpenDetails={goToDetails}
          now={now}
        />
      )}
      <LazyTreatChargebackFlow chargeback={treatRow} onClose={treat.close} />
    </>
  );
}

/** /dashboard/chargeback: the overview of every chargeback. */
export function ChargebacksRoute() {
  return <ChargebackList title="Chargebacks" definition={chargebackFilters} />;
}

/** A status route: the same list preset to one status (part 2, "Chargebacks"). */
function presetRoute(title: string, status: string) {
  function PresetChargebacksRoute() {
    return <ChargebackList title={title} definition={presetChargebackFilters} status={status} />;
  }
  return PresetChargebacksRoute;
}

export const PendingChargebacksRoute = presetRoute('Pending chargebacks', 'Pending');
export const AwaitingResponseChargebacksRoute = presetRoute(
  'Chargebacks awaiting response',
  'Awaiting Response',
);
export const WonChargebacksRoute = presetRoute('Won chargebacks', 'Won');
export const LostChargebacksRoute = presetRoute('Lost chargebacks', 'Lost');
export const AssessmentChargebacksRoute = presetRoute('Chargebacks in assessment', 'Assessment');
