import { useParams } from 'react-router-dom';
import { useOrder } from '@merchant/api';
import { TransactionDetailsScreen } from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';
import { RefundFlow, useOpenRefund } from '../refund/RefundFlow';

/** /dashboard/business/transactions/transaction-details/{paymentReference} */
export function TransactionDetailsRoute() {
  const paymentReference = useParams().paymentReference ?? '';
  const order = useOrder(paymentReference);
  const openRefund = useOpenRefund();
  return (
    <>
      <TransactionDetailsScreen
        paymentReference={paymentReference}
        transaction={toRemoteData(order, (data) => data ?? null)}
        onRefund={(transaction) => openRefund(transaction.paymentReference)}
      />
      <RefundFlow />
    </>
  );
}
