import { lazy, Suspense, useState } from 'react';
import { Menu, type MenuItem } from '@merchant/ui';
import type { PickableColumn } from './ColumnsDialog';
import { loadViewTabs } from './loadViewTabs';
import { shownView, type ListViews } from './types';
import type { ViewDialogName } from './ViewDialog';

// The dialogs (a form, the column picker) load on first use, not with the list.
const ViewDialog = lazy(() =>
  import('./ViewDialog').then((module) => ({ default: module.ViewDialog })),
);

export interface ViewMenuProps {
  /** The list's views. */
  views: ListViews;
  /** The spec's columns, in the spec's order. */
  columns: readonly PickableColumn[];
}

/**
 * The list's 'View' menu: choose the columns, save what the list shows as a view, and for the
 * saved view on screen rename it, make it the default (opened when the list opens with no filter),
 * or delete it.
 */
export function ViewMenu({ views, columns }: ViewMenuProps) {
  const [dialog, setDialog] = useState<ViewDialogName | null>(null);
  const current = shownView(views);
  const items: MenuItem[] = [
    { label: 'Choose columns', onSelect: () => setDialog('columns') },
    {
      label: 'Save as a new view',
      onSelect: () => {
        setDialog('save');
        loadViewTabs().catch(() => undefined);
      },
    },
  ];
  if (current) {
    const isDefault = current.id === views.defaultId;
    items.push(
      { label: 'Rename view', onSelect: () => setDialog('rename') },
      {
        label: isDefault ? 'Remove as default view' : 'Set as default view',
        onSelect: () => views.onSetDefault(isDefault ? null : current.id),
      },
      { label: 'Delete view', tone: 'danger', onSelect: () => setDialog('delete') },
    );
  }
  return (
    <>
      <Menu label="View" items={items} />
      {dialog && (
        <Suspense fallback={null}>
          <ViewDialog
            name={dialog}
            views={views}
            columns={columns}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </>
  );
}
