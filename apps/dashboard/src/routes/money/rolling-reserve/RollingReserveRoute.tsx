import { fetchRollingReserves, rollingReserveKeys } from '@merchant/api';
import {
  RollingReserveListScreen,
  rollingReserveColumns,
  rollingReserveFilters,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { useDisplayCurrency } from '../../../session/displayCurrency';

/** /dashboard/balance/rolling-reserve: follows the global currency. */
export function RollingReserveRoute() {
  const { currency } = useDisplayCurrency();
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
  return <RollingReserveListScreen {...list.screen} currency={currency} />;
}
