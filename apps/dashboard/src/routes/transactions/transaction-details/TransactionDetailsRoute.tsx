import { useParams } from 'react-router-dom';
import { useOrder } from '@merchant/api';
import { PATHS, TransactionDetailsScreen } from '@merchant/screens';
import { useBackHref } from '../../../app/backLink';
import { toRemoteData } from '../../../app/toRemoteData';
import { LazyRefundFlow } from '../refund/LazyRefundFlow';
import { useRefundDialog } from '../refund/useRefundDialog';

/** /dashboard/business/transactions/transaction-details/{paymentReference} */
export function TransactionDetailsRoute() {
  const paymentReference = useParams().paymentReference ?? '';
  const order = useOrder(paymentReference);
  const refund = useRefundDialog();
  return (
    <>
      <TransactionDetailsScreen
        paymentReference={paymentReference}
        transaction={toRemoteData(order, (data) => data ?? null)}
        onRefund={(transaction) => refund.open(transaction.paymentReference, transaction)}
        backHref={useBackHref(PATHS.transactions)}
      />
      <LazyRefundFlow open={refund.isOpen} />
    </>
  );
}
