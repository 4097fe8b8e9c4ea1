import { useOrder, useRefundTransaction } from '@merchant/api';
import { RefundDialog, type RefundValues } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';
import { useRefundDialog } from './useRefundDialog';

/**
 * The refund dialog of the transaction named in the URL. Opened from a row, it shows that row
 * at once; after a reload it fetches the transaction by its reference. The amount is prefilled
 * with the transaction amount; the mutation's pending state blocks a second submission.
 */
export function RefundFlow() {
  const dialog = useRefundDialog();
  const order = useOrder(dialog.row ? undefined : dialog.id);
  const refund = useRefundTransaction();

  const transaction = dialog.row ?? order.data;
  if (!dialog.isOpen || !transaction) return null;

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
    if (done) dialog.close();
  };

  return (
    <RefundDialog
      open
      onClose={dialog.close}
      onSubmit={(values) => void submit(values)}
      transaction={transaction}
      submitState={submitStateOf(refund)}
      errorMessage={errorMessageOf(refund.error)}
    />
  );
}
