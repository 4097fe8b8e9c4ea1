import { fetchRollingReserves, rollingReserveKeys } from '@merchant/api';
import {
  RollingReserveDetailsDialog,
  RollingReserveListScreen,
  rollingReserveColumns,
  rollingReserveFilters,
  type RollingReserveRow,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { useDisplayCurrency } from '../../../session/displayCurrency';

/** /dashboard/balance/rolling-reserve: follows the global currency; 'View details' in the URL. */
export function RollingReserveRoute() {
  const { currency } = useDisplayCurrency();
  const details = useUrlDialog<RollingReserveRow>('reserve');
  const list = useListPage({
    definition: rollingReserveFilters,
    extraQuery: { currency },
    source: {
      keys: rollingReserveKeys,
      all: async (query) => (await fetchRollingReserves(query.currency)).items,
    },
    columns: rollingReserveColumns(currency),
    fileName: 'Rolling Reserve',
  });
  const reserve = list.rowFor(details, (row) => row.id);
  return (
    <>
      <RollingReserveListScreen
        {...list.screen}
        currency={currency}
        onViewDetails={(row) => details.open(row.id, row)}
      />
      {reserve ? (
        <RollingReserveDetailsDialog
          open={details.isOpen}
          onClose={details.close}
          reserve={reserve}
          currency={currency}
        />
      ) : null}
    </>
  );
}
