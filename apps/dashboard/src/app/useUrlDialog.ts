import { useLocation, useSearchParams } from 'react-router-dom';
import { textSearchParam } from '@merchant/screens';

/** The open dialog's name, and the id of the record it is about. */
const DIALOG = textSearchParam('dialog');
const ID = textSearchParam('id');
/** The history state's key for the row a dialog was opened from. */
const HELD_ROW = 'dialog';

/**
 * The address of a page with a dialog open on a row, for a link from elsewhere (the search): the
 * query useUrlDialog reads, and the row in the history entry's state, shown at once.
 */
export function dialogAddress(name: string, id: string, row?: unknown) {
  const params = ID.write(DIALOG.write(new URLSearchParams(), name), id);
  return {
    search: `?${params.toString()}`,
    state: row === undefined ? null : { [HELD_ROW]: row },
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
  const isOpen = DIALOG.read(params) === name;
  const state: unknown = location.state;
  const held =
    isOpen && state && typeof state === 'object' && HELD_ROW in state
      ? (state[HELD_ROW] as Row | undefined)
      : undefined;

  const open = (id?: string, row?: Row) =>
    setParams((current) => ID.write(DIALOG.write(current, name), id ?? null), {
      state: row === undefined ? null : { [HELD_ROW]: row },
    });

  const close = () => setParams((current) => ID.write(DIALOG.write(current, null), null));

  return {
    isOpen,
    /** The id the dialog was opened with, e.g. a payment reference. */
    id: isOpen ? (ID.read(params) ?? undefined) : undefined,
    /** The row the dialog was opened from, when opened in this page (not after a reload). */
    row: held,
    open,
    close,
  };
}
