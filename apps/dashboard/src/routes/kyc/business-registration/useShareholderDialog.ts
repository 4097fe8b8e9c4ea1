import type { ShareholderDialogState } from '@merchant/screens';
import { useUrlDialog } from '../../../app/useUrlDialog';

/**
 * The open shareholder dialog, in the URL as every dialog is (`?dialog=edit-shareholder&id=ID`),
 * so Back closes it and a reload reopens it.
 */
export function useShareholderDialog() {
  const add = useUrlDialog('add-shareholder');
  const edit = useUrlDialog('edit-shareholder');
  const remove = useUrlDialog('delete-shareholder');
  const dialog: ShareholderDialogState | null = add.isOpen
    ? { kind: 'add' }
    : edit.id
      ? { kind: 'edit', id: edit.id }
      : remove.id
        ? { kind: 'delete', id: remove.id }
        : null;
  const setDialog = (next: ShareholderDialogState | null) => {
    if (next === null) add.close();
    else if (next.kind === 'add') add.open();
    else (next.kind === 'edit' ? edit : remove).open(next.id);
  };
  return { dialog, setDialog };
}
