import { ConfirmDialog } from '@merchant/ui';
import { ColumnsDialog, type PickableColumn } from './ColumnsDialog';
import { shownView, type ListViews } from './types';
import { ViewNameDialog } from './ViewNameDialog';

/** The dialogs the View menu opens. */
export type ViewDialogName = 'columns' | 'save' | 'rename' | 'delete';

export interface ViewDialogProps {
  /** Which dialog is open. */
  name: ViewDialogName;
  /** The list's views. */
  views: ListViews;
  /** The spec's columns, in the spec's order. */
  columns: readonly PickableColumn[];
  /** Closes the dialog. */
  onClose: () => void;
}

/**
 * The View menu's dialogs in one module, loaded the first time one opens. Each acts at once (the
 * views are kept in the browser) and closes.
 */
export function ViewDialog({ name, views, columns, onClose }: ViewDialogProps) {
  const current = shownView(views);
  const then =
    <Args extends unknown[]>(action: (...args: Args) => void) =>
    (...args: Args) => {
      action(...args);
      onClose();
    };
  if (name === 'columns')
    return (
      <ColumnsDialog
        open
        columns={columns}
        shown={views.shownColumns}
        onClose={onClose}
        onApply={then(views.onColumnsChange)}
      />
    );
  if (name === 'save')
    return (
      <ViewNameDialog
        open
        title="Save view"
        name=""
        taken={views.saved.map((view) => view.name)}
        onClose={onClose}
        onSubmit={then(views.onSave)}
      />
    );
  if (!current) return null;
  if (name === 'rename')
    return (
      <ViewNameDialog
        open
        title="Rename view"
        name={current.name}
        taken={views.saved.filter((view) => view.id !== current.id).map((view) => view.name)}
        onClose={onClose}
        onSubmit={then((next: string) => views.onRename(current.id, next))}
      />
    );
  return (
    <ConfirmDialog
      open
      title={`Delete the view '${current.name}'?`}
      message="The list and its records stay as they are; only this saved view goes."
      confirmLabel="Delete view"
      tone="danger"
      onClose={onClose}
      onConfirm={then(() => views.onDelete(current.id))}
    />
  );
}
