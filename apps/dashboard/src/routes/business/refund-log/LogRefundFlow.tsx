import { useLogRefunds } from '@merchant/api';
import { BulkRefundDialog, LogRefundDialog, type RefundLogValues } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

export interface LogRefundFlowProps {
  /** 'Log a single refund' or 'Log bulk refunds'. */
  kind: 'single' | 'bulk';
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** Logs one refund or a checked bulk file; the mutation's pending flag ends a second click. */
export function LogRefundFlow({ kind, onClose }: LogRefundFlowProps) {
  const log = useLogRefunds();
  const send = async (entries: RefundLogValues[]) => {
    if (log.isMutating) return;
    const sent = await log.trigger(entries).then(
      () => true,
      () => false,
    );
    if (sent) onClose();
  };
  const dialogProps = {
    open: true,
    onClose,
    submitState: submitStateOf(log),
    errorMessage: errorMessageOf(log.error),
  };
  return kind === 'single' ? (
    <LogRefundDialog {...dialogProps} onSubmit={(entry) => void send([entry])} />
  ) : (
    <BulkRefundDialog {...dialogProps} onSubmit={(entries) => void send(entries)} />
  );
}
