import { useRef, useState } from 'react';
import { Banner, FileUpload, Modal } from '@merchant/ui';
import { DialogForm } from '../../forms/DialogForm';
import type { FormDialogProps } from '../../forms/types';
import { useSubmitOnce } from '../../forms/useSubmitOnce';
import { EMPTY_BULK_REFUND, parseBulkRefundCsv, type BulkRefundParse } from '../bulkRefundCsv';
import type { RefundLogValues } from '../types';
import { ProblemList } from './BulkRefundDialog.styles';

export type BulkRefundDialogProps = FormDialogProps<RefundLogValues[]>;

const ONE_MB = 1024 * 1024;

function BulkRefundForm({ onClose, onSubmit, ...state }: Omit<BulkRefundDialogProps, 'open'>) {
  const [files, setFiles] = useState<File[]>([]);
  const [parse, setParse] = useState<BulkRefundParse | null>(null);
  const once = useSubmitOnce(state.submitState);
  const send = once(onSubmit);

  // The file being read: a read that ends after another file was chosen is dropped, so the
  // rows sent are always those of the file on screen: a refund must match what the merchant saw.
  const reading = useRef<File | undefined>(undefined);
  const choose = async (next: File[]) => {
    const [file] = next;
    reading.current = file;
    setFiles(next);
    setParse(null);
    if (!file) return;
    const text = await file.text();
    if (reading.current === file) setParse(parseBulkRefundCsv(text));
  };

  return (
    <DialogForm
      label="Log bulk refunds"
      onSubmit={(event) => {
        event.preventDefault();
        if (parse?.status === 'ok') send(parse.refunds);
      }}
      onCancel={onClose}
      submitLabel="Log refunds"
      offlineAction="log refunds"
      submitDisabled={parse?.status !== 'ok'}
      {...state}
    >
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
    </DialogForm>
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
      <BulkRefundForm {...rest} />
    </Modal>
  );
}
