import { useLocation, useSearchParams } from 'react-router-dom';

const DIALOG = 'dialog';
const ID = 'id';

/**
 * The address of a page with a dialog open on a row, for a link from elsewhere (the search): the
 * query useUrlDialog reads, and the row in the history entry's state, shown at once.
 */
export function dialogAddress(name: string, id: string, row?: unknown) {
  return {
    search: `?${new URLSearchParams({ [DIALOG]: name, [ID]: id }).toString()}`,
    state: row === undefined ? null : { [DIALOG]: row },
  };
}

/**
 * The one way a dialog opens: in the URL (`?dialog=refund&id=PAY-1`), so Back closes it and a
 * reload or a shared link reopens it. The row it was opened from rides in the history entry's
 * state, so the dialog shows at once with no second fetch; only after a reload, when that
 * state is gone, does the caller fetch the record by `id`.
 */
export function useUrlDialog<Row = never>(name: string) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const isOpen = params.get(DIALOG) === name;
  const state: unknown = location.state;
  const held =
    isOpen && state && typeof state === 'object' && DIALOG in state
      ? (state[DIALOG] as Row | undefined)
      : undefined;

  const open = (id?: string, row?: Row) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(DIALOG, name);
        if (id === undefined) next.delete(ID);
        else next.set(ID, id);
        return next;
      },
      { state: row === undefined ? null : { [DIALOG]: row } },
    );

  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(DIALOG);
      next.delete(ID);
      return next;
    });

  return {
    isOpen,
    /** The id the dialog was opened with, e.g. a payment reference. */
    id: isOpen ? (params.get(ID) ?? undefined) : undefined,
    /** The row the dialog was opened from, when opened in this page (not after a reload). */
    row: held,
    open,
    close,
  };
}
