import { useState } from 'react';
import { useOrder, useRefundTransaction, type TransactionRefund } from '@merchant/api';
import { MoneyOutcomeDialog, RefundDialog, type RefundValues } from '@merchant/screens';
import { ConfirmDialog, money } from '@merchant/ui';
import { loadRefundRecords } from '../../../app/money/refundRecords';
import { useMoneyAction } from '../../../app/money/useMoneyAction';
import { useRefundDialog } from './useRefundDialog';

/**
 * The refund dialog of the transaction named in the URL. Opened from a row, it shows that row
 * at once, prefilled with the transaction amount. Opened from a link (or a reload), a
 * confirmation naming the transaction comes first: a link alone never puts a full refund one
 * click away. The send goes through the money outcome check.
 */
export function RefundFlow() {
  const dialog = useRefundDialog();
  const order = useOrder(dialog.row ? undefined : dialog.id);
  const [linkConfirmed, setLinkConfirmed] = useState(false);
  const transaction = dialog.row ?? order.data;
  const refund = useMoneyAction({
    name: 'refund',
    action: 'refund',
    list: 'refunds',
    mutation: useRefundTransaction(),
    instructionsOf: (entry: TransactionRefund) => [
      {
        recipient: '',
        account: entry.transactionReference,
        // The refund list may name the transaction by its order reference instead.
        references: transaction?.orderReference ? [transaction.orderReference] : [],
        amount: entry.amount,
        currency: transaction?.currency ?? '',
      },
    ],
    loadRecords: loadRefundRecords,
    onDone: dialog.close,
    title: 'Refund transaction',
    onClose: dialog.close,
  });

  if (!dialog.isOpen || !transaction) return null;
  if (refund.outcome) return <MoneyOutcomeDialog {...refund.outcome} />;
  if (!dialog.row && !linkConfirmed)
    return (
      <ConfirmDialog
        open
        onClose={refund.close}
        onConfirm={() => setLinkConfirmed(true)}
        title="Refund this transaction?"
        message={`A link opened the refund of ${money(transaction.amount, transaction.currency)}, reference ${transaction.paymentReference}. Continue only if you meant to refund it.`}
        confirmLabel="Continue to the refund"
      />
    );
  return (
    <RefundDialog
      open
      onClose={refund.close}
      onSubmit={({ amount }: RefundValues) =>
        refund.submit({
          amount,
          orderId: transaction.id,
          transactionReference: transaction.paymentReference,
        })
      }
      transaction={transaction}
      submitState={refund.submitState}
      errorMessage={refund.errorMessage}
    />
  );
}
