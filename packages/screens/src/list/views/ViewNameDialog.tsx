import { useMemo } from 'react';
import { Modal } from '@merchant/ui';
import { DialogForm } from '../../forms/DialogForm';
import { FormTextField } from '../../forms/fields';
import { useDialogForm } from '../../forms/useDialogForm';
import { viewNameSchema } from './ViewNameDialog.schema';

export interface ViewNameDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** 'Save view' or 'Rename view': the dialog's title and its submit button. */
  title: string;
  /** The name when the dialog opens ('' for a new view). */
  name: string;
  /** The names of the list's other views, which this one may not take. */
  taken: readonly string[];
  /** Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called with the trimmed name. */
  onSubmit: (name: string) => void;
}

/** Names a saved view: kept in the browser, so it is saved at once and the dialog closes. */
export function ViewNameDialog({
  open,
  title,
  name,
  taken,
  onClose,
  onSubmit,
}: ViewNameDialogProps) {
  const schema = useMemo(() => viewNameSchema(taken), [taken]);
  const { control, submit } = useDialogForm({
    schema,
    defaultValues: { name },
    submitState: 'idle',
    onSubmit: (values) => onSubmit(values.name),
  });
  return (
    <Modal open={open} onClose={onClose} size="sm" title={title}>
      <DialogForm
        label={title}
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={title}
        submitState="idle"
      >
        <FormTextField
          control={control}
          name="name"
          label="View name"
          required
          autoComplete="off"
          data-autofocus
        />
      </DialogForm>
    </Modal>
  );
}
