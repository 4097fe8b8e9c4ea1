import { fetchBalanceHistory, walletKeys } from '@merchant/api';
import {
  BalanceDetailsDialog,
  BalanceHistoryListScreen,
  balanceHistoryColumns,
  balanceHistoryFilters,
  balanceHistoryRowId,
  type BalanceHistoryRow,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { useDisplayCurrency } from '../../../session/displayCurrency';

/** /dashboard/balance/history in the global currency; Direction sends D or C. */
export function BalanceHistoryRoute() {
  const { currency } = useDisplayCurrency();
  const details = useUrlDialog<BalanceHistoryRow>('balance');
  const list = useListPage({
    definition: balanceHistoryFilters,
    extraQuery: { currency },
    source: {
      // History items are keyed under the wallets, so a payout refreshes them with the balances.
      keys: { list: (params: object) => walletKeys.item('history', params) },
      all: async (query) =>
        (
          await fetchBalanceHistory({
            currency: query.currency,
            direction: query.direction,
            reference: query.reference,
            dateRange: query.dateRange,
          })
        ).items,
    },
    columns: balanceHistoryColumns,
    fileName: 'Balance History',
  });
  const item = list.rowFor(details, balanceHistoryRowId);

  return (
    <>
      <BalanceHistoryListScreen
        {...list.screen}
        currency={currency}
        onViewDetails={(row) => details.open(balanceHistoryRowId(row), row)}
      />
      {item ? (
        <BalanceDetailsDialog open={details.isOpen} onClose={details.close} item={item} />
      ) : null}
    </>
  );
}
