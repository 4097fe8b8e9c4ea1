import { generatePath } from 'react-router-dom';
import { exportOrders, fetchOrders, orderKeys } from '@merchant/api';
import {
  PATHS,
  TransactionListScreen,
  transactionColumns,
  transactionFilters,
} from '@merchant/screens';
import { useOpenFromList } from '../../../app/backLink';
import { useListPage } from '../../../app/list/useListPage';
import { useDisplayCurrency } from '../../../session/displayCurrency';
import { LazyRefundFlow } from '../refund/LazyRefundFlow';
import { useRefundDialog } from '../refund/useRefundDialog';

/** /dashboard/business/transactions on the list kit; the refund dialog lives in the URL. */
export function TransactionListRoute() {
  const openDetails = useOpenFromList();
  const refund = useRefundDialog();
  const { currency } = useDisplayCurrency();
  const list = useListPage({
    definition: transactionFilters,
    extraQuery: { currency },
    source: {
      keys: orderKeys,
      page: async (query, page, limit) => fetchOrders({ ...query, page, limit }),
      all: exportOrders,
    },
    columns: transactionColumns,
    fileName: 'Transactions',
    rowId: (row) => row.id,
  });

  return (
    <>
      <TransactionListScreen
        {...list.screen}
        currency={currency}
        onViewDetails={(row) =>
          openDetails(
            generatePath(PATHS.transactionDetails, { paymentReference: row.paymentReference }),
          )
        }
        onRefund={(row) => refund.open(row.paymentReference, row)}
      />
      <LazyRefundFlow open={refund.isOpen} />
    </>
  );
}
