import { useLogRefunds } from '@merchant/api';
import { BulkRefundDialog, LogRefundDialog } from '@merchant/screens';
import { formRequest } from '../../../app/submitState';

export interface LogRefundFlowProps {
  /** 'Log a single refund' or 'Log bulk refunds'. */
  kind: 'single' | 'bulk';
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** Logs one refund or a checked bulk file; the mutation's pending flag ends a second click. */
export function LogRefundFlow({ kind, onClose }: LogRefundFlowProps) {
  const log = useLogRefunds();
  const request = formRequest(log, onClose);
  return kind === 'single' ? (
    <LogRefundDialog
      open
      onClose={onClose}
      {...request}
      onSubmit={(entry) => request.onSubmit([entry])}
    />
  ) : (
    <BulkRefundDialog open onClose={onClose} {...request} />
  );
}
