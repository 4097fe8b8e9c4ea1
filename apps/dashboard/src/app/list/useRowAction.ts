import { useAction } from '../useAction';
import { useUrlDialog } from '../useUrlDialog';

/** The mutation a row action confirms (an SWR mutation from the api's hooks). */
interface RowMutation<Arg> {
  trigger: (arg: Arg) => Promise<unknown>;
}

/** A URL dialog as the list page resolves it to its row (see useListPage's `rowFor`). */
interface RowLookup<Row> {
  rowFor: <Held>(
    dialog: { isOpen: boolean; id?: string; row?: Held },
    idOf: (row: Row) => string | undefined,
  ) => Held | Row | undefined;
}

/**
 * A list row's action confirmed in a URL dialog (delete, (de)activate, blacklist): opening it
 * clears the last attempt's outcome, the confirmation runs once at a time, and success closes
 * the dialog (a failure stays on it, as the dialog's submitState).
 */
export function useRowAction<Row, Arg>(
  name: string,
  list: NoInfer<RowLookup<Row>>,
  idOf: (row: Row) => string,
  mutation: RowMutation<Arg>,
) {
  const dialog = useUrlDialog<Row>(name);
  const row = list.rowFor(dialog, idOf);
  // No hold: the success closes the dialog, and opening it for a row starts over.
  const action = useAction(async (arg: Arg) => {
    await mutation.trigger(arg);
    dialog.close();
  });
  return {
    /** The row the dialog is open for, if any. */
    row,
    /** Opens the dialog for a row. */
    open: (target: Row) => {
      action.reset();
      dialog.open(idOf(target), target);
    },
    /** Runs the confirmed action with the mutation's argument for the open row. */
    confirm: (argFor: (target: Row) => Arg) => {
      if (row) void action.run(argFor(row));
    },
    /** The dialog's open, onClose and submitState. */
    dialogProps: {
      open: true,
      onClose: dialog.close,
      submitState: action.submitState,
    },
  };
}
