import { useSearchParams } from 'react-router-dom';
import type { ShareholderDialogState } from '@merchant/screens';

const PARAM = 'shareholder';

/** '?shareholder=add', '?shareholder=edit:ID' or '?shareholder=delete:ID' as the dialog it opens. */
function parse(value: string | null): ShareholderDialogState | null {
  if (value === 'add') return { kind: 'add' };
  const match = /^(edit|delete):(.+)$/.exec(value ?? '');
  if (!match?.[2]) return null;
  return { kind: match[1] === 'edit' ? 'edit' : 'delete', id: match[2] };
}

const format = (dialog: ShareholderDialogState) =>
  dialog.kind === 'add' ? 'add' : `${dialog.kind}:${dialog.id}`;

/** The open shareholder dialog lives in the URL, so Back closes it and a reload reopens it. */
export function useShareholderDialog() {
  const [params, setParams] = useSearchParams();
  const dialog = parse(params.get(PARAM));
  const setDialog = (next: ShareholderDialogState | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(PARAM, format(next));
      else updated.delete(PARAM);
      return updated;
    });
  return { dialog, setDialog };
}
