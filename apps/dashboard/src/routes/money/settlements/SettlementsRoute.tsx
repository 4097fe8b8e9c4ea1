import { fetchSettlements, settlementKeys } from '@merchant/api';
import {
  SettlementDetailsDialog,
  SettlementListScreen,
  settlementColumns,
  settlementFilters,
  settlementRowId,
  type SettlementRow,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { SETTLEMENT_DIALOG } from './dialogs';

/**
 * /dashboard/account/settlements. The api client sends the spec's first load (page 4, limit 100),
 * and the newest page when that one is empty but total_items is not, until a filter is set, then
 * settlementstatus, fromdate and todate. The export asks again with
 * Export=true and writes every matching row it answers (`data.items`), not the rows on screen
 * (part 2 sections 2 and 7).
 */
export function SettlementsRoute() {
  const details = useUrlDialog<SettlementRow>(SETTLEMENT_DIALOG);
  const list = useListPage({
    definition: settlementFilters,
    source: {
      keys: settlementKeys,
      all: async ({ status, dateRange }) => (await fetchSettlements({ status, dateRange })).items,
      exportAll: async ({ status, dateRange }) =>
        (await fetchSettlements({ status, dateRange, exportAll: true })).items,
    },
    columns: settlementColumns,
    fileName: 'Settlements',
  });
  const settlement = list.rowFor(details, settlementRowId);

  return (
    <>
      <SettlementListScreen
        {...list.screen}
        onViewDetails={(row) => details.open(settlementRowId(row), row)}
      />
      {settlement ? (
        <SettlementDetailsDialog
          open={details.isOpen}
          onClose={details.close}
          settlement={settlement}
        />
      ) : null}
    </>
  );
}
