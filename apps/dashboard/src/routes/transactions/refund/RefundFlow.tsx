import { useSearchParams } from 'react-router-dom';
import { useOrder, useRefundTransaction } from '@merchant/api';
import { RefundDialog, type RefundValues } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

const PARAM = 'refund';

/** Opens the refund dialog for a payment reference: the open dialog lives in the URL (?refund=…). */
export function useOpenRefund() {
  const [, setParams] = useSearchParams();
  return (paymentReference: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(PARAM, paymentReference);
      return next;
    });
}

/**
 * The refund dialog of the transaction named in the URL. The amount is prefilled with the
 * transaction amount; the mutation's pending state blocks a second submission.
 */
export function RefundFlow() {
  const [params, setParams] = useSearchParams();
  const reference = params.get(PARAM) ?? undefined;
  const order = useOrder(reference);
  const refund = useRefundTransaction();

  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(PARAM);
      return next;
    });

  const transaction = order.data;
  if (!reference || !transaction) return null;

  const submit = async ({ amount }: RefundValues) => {
    if (refund.isMutating) return;
    const done = await refund
      .trigger({
        amount,
        orderId: transaction.id,
        transactionReference: transaction.paymentReference,
      })
      .then(
        () => true,
        () => false,
      );
    if (done) close();
  };

  return (
    <RefundDialog
      open
      onClose={close}
      onSubmit={(values) => void submit(values)}
      transaction={transaction}
      submitState={submitStateOf(refund)}
      errorMessage={errorMessageOf(refund.error)}
    />
  );
}
