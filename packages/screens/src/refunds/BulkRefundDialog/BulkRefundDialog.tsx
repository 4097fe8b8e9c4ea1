import { useState } from 'react';
import { Banner, Button, FileUpload, Modal } from '@merchant/ui';
import { RefundActions, RefundForm } from '../../transactions/RefundDialog/RefundDialog.styles';
import { useSubmitOnce } from '../../forms/useSubmitOnce';
import type { SubmitState } from '../../types';
import { EMPTY_BULK_REFUND, parseBulkRefundCsv, type BulkRefundParse } from '../bulkRefundCsv';
import type { RefundLogValues } from '../types';
import { ProblemList } from './BulkRefundDialog.styles';

export interface BulkRefundDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once with every refund of the file, only when every row is valid. */
  onSubmit: (refunds: RefundLogValues[]) => void;
  /** Progress of the request; 'pending' ignores further clicks. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
}

const ONE_MB = 1024 * 1024;

function BulkRefundForm({ onClose, onSubmit, submitState, errorMessage }: BulkRefundDialogProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [parse, setParse] = useState<BulkRefundParse | null>(null);
  const pending = submitState === 'pending';
  const once = useSubmitOnce(submitState);
  const send = once(onSubmit);

  const choose = async (next: File[]) => {
    setFiles(next);
    setParse(null);
    const [file] = next;
    if (file) setParse(parseBulkRefundCsv(await file.text()));
  };

  return (
    <RefundForm
      noValidate
      aria-label="Log bulk refunds"
      onSubmit={(event) => {
        event.preventDefault();
        if (parse?.status === 'ok') send(parse.refunds);
      }}
    >
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <FileUpload
        label="Refunds file"
        required
        value={files}
        onChange={(next) => void choose(next)}
        accept={['csv', 'text/csv']}
        maxSize={ONE_MB}
        typeMessage="The file must be a .csv file"
        sizeMessage="The file should be 1mb or less"
        helpText="One .csv file. The first row is the header: transactionReference, amount, reason."
      />
      {parse?.status === 'empty' && (
        <Banner tone="red" role="alert">
          {EMPTY_BULK_REFUND}
        </Banner>
      )}
      {parse?.status === 'invalid' && (
        <Banner tone="red" role="alert" title="Fix these rows, then choose the file again">
          <ProblemList>
            {parse.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ProblemList>
        </Banner>
      )}
      {parse?.status === 'ok' && (
        <Banner tone="green" role="status">
          {`${parse.refunds.length} ${parse.refunds.length === 1 ? 'refund' : 'refunds'} ready to log`}
        </Banner>
      )}
      <RefundActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={parse?.status !== 'ok'} loading={pending}>
          Log refunds
        </Button>
      </RefundActions>
    </RefundForm>
  );
}

/**
 * 'Log a refund' → 'Log bulk refunds': one CSV file, header first (part 1 section 5). The file
 * is read in the browser; a header-only file alerts 'please, add a refund' and bad rows are
 * listed by number, and nothing is sent until the whole file is valid.
 */
export function BulkRefundDialog({ open, ...rest }: BulkRefundDialogProps) {
  return (
    <Modal open={open} onClose={rest.onClose} size="sm" title="Log bulk refunds">
      <BulkRefundForm open={open} {...rest} />
    </Modal>
  );
}
