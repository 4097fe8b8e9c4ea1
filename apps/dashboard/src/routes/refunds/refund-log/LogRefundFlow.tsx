import { useLogRefunds, type RefundLogEntry } from '@merchant/api';
import { BulkRefundDialog, LogRefundDialog, MoneyOutcomeDialog } from '@merchant/screens';
import { loadRefundRecords } from '../../../app/money/refundRecords';
import { useMoneyAction } from '../../../app/money/useMoneyAction';

export interface LogRefundFlowProps {
  /** 'Log a single refund' or 'Log bulk refunds'. */
  kind: 'single' | 'bulk';
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/**
 * Logs one refund or a checked bulk file, once per confirmation; no answer, or a refund
 * recorded twice, puts the money notice in the form's place (ADR 015).
 */
export function LogRefundFlow({ kind, onClose }: LogRefundFlowProps) {
  const log = useMoneyAction({
    name: 'refund-log',
    action: 'refund',
    list: 'refunds',
    mutation: useLogRefunds(),
    instructionsOf: (entries: RefundLogEntry[]) =>
      entries.map((entry) => ({
        recipient: '',
        account: entry.transactionReference,
        amount: entry.amount,
        currency: '',
      })),
    loadRecords: loadRefundRecords,
    onDone: onClose,
    title: kind === 'single' ? 'Log a single refund' : 'Log bulk refunds',
    onClose,
  });
  const request = {
    onClose: log.close,
    submitState: log.submitState,
    errorMessage: log.errorMessage,
  };

  if (log.outcome) return <MoneyOutcomeDialog {...log.outcome} />;
  return kind === 'single' ? (
    <LogRefundDialog open {...request} onSubmit={(entry) => log.submit([entry])} />
  ) : (
    <BulkRefundDialog open {...request} onSubmit={log.submit} />
  );
}
