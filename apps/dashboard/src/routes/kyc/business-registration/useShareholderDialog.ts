import { useSearchParams } from 'react-router-dom';
import { defineSearchParam, type ShareholderDialogState } from '@merchant/screens';

/** '?shareholder=add', '?shareholder=edit:ID' or '?shareholder=delete:ID' as the dialog it opens. */
const SHAREHOLDER = defineSearchParam<ShareholderDialogState>('shareholder', {
  parse: (value) => {
    if (value === 'add') return { kind: 'add' };
    const match = /^(edit|delete):(.+)$/.exec(value);
    if (!match?.[2]) return null;
    return { kind: match[1] === 'edit' ? 'edit' : 'delete', id: match[2] };
  },
  format: (dialog) => (dialog.kind === 'add' ? 'add' : `${dialog.kind}:${dialog.id}`),
});

/** The open shareholder dialog lives in the URL, so Back closes it and a reload reopens it. */
export function useShareholderDialog() {
  const [params, setParams] = useSearchParams();
  const dialog = SHAREHOLDER.read(params);
  const setDialog = (next: ShareholderDialogState | null) =>
    setParams((current) => SHAREHOLDER.write(current, next));
  return { dialog, setDialog };
}
