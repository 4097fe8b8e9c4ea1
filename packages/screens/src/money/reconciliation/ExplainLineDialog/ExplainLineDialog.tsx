import * as z from 'zod/mini';
import { Modal } from '@merchant/ui';
import { DialogForm } from '../../../forms/DialogForm';
import { FormTextarea } from '../../../forms/fields';
import type { FormDialogProps } from '../../../forms/types';
import { useDialogForm } from '../../../forms/useDialogForm';
import type { ReconciliationLine } from '../types';

const NOTE_MAX = 500;

const explainSchema = z.object({
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Say why this line is explained'),
      z.maxLength(NOTE_MAX, `The note should be ${NOTE_MAX} characters or less`),
    ),
});

export interface ExplainLineDialogProps extends FormDialogProps<{ note: string }> {
  /** The line being explained. */
  line: ReconciliationLine;
}

function ExplainLineForm({
  line,
  onClose,
  onSubmit,
  ...state
}: Omit<ExplainLineDialogProps, 'open'>) {
  const { control, submit } = useDialogForm({
    schema: explainSchema,
    defaultValues: { note: line.note ?? '' },
    onSubmit,
    ...state,
  });
  return (
    <DialogForm
      label="Mark as explained"
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Save"
      {...state}
    >
      <p>
        {line.outcome}: {line.reference || line.narration} ({line.date}). The note stays in this
        browser.
      </p>
      <FormTextarea
        control={control}
        name="note"
        label="Note"
        required
        maxLength={NOTE_MAX}
        data-autofocus
      />
    </DialogForm>
  );
}

/** A line marked as explained, with the merchant's note (e.g. 'Bank charge reversed on the 14th'). */
export function ExplainLineDialog({ open, ...rest }: ExplainLineDialogProps) {
  return (
    <Modal open={open} onClose={rest.onClose} size="sm" title="Mark as explained">
      <ExplainLineForm {...rest} />
    </Modal>
  );
}
