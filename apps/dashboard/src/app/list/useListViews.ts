import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { ListViews } from '@merchant/screens';
import { useActiveBusinessId } from '../useActiveBusinessId';
import type { useListUrlState } from './useListUrlState';
import {
  parseViews,
  subscribeToViews,
  viewsSnapshot,
  writeViews,
  type StoredViews,
} from './viewStorage';

/**
 * A list's saved views and column choice, from the URL (what the list shows) and the browser's
 * storage (the views saved for this login, business and page). Opened on its own defaults (no
 * filter, sort or columns in its URL), the list shows its default view in their place, once;
 * `opening` is true until the URL names it, so the list does not load its own defaults first.
 */
export function useListViews(
  url: Pick<ReturnType<typeof useListUrlState>, 'view' | 'showView' | 'columns' | 'setColumns'>,
): { views: ListViews; opening: boolean } {
  // A list is its page's address: a customer's transactions keep views of their own.
  const { pathname: list } = useLocation();
  const business = useActiveBusinessId();
  const slot = useMemo(() => ({ list, business }), [list, business]);
  const snapshot = useSyncExternalStore(subscribeToViews, () => viewsSnapshot(slot));
  const stored = useMemo(() => parseViews(snapshot), [snapshot]);
  const save = (next: StoredViews) => writeViews(slot, next);

  // Waits for the business (its views are not known before), then decides once: a later visit
  // to the bare address (the 'Standard' tab) shows the list's own defaults.
  const [decided, setDecided] = useState(false);
  // A default view saved on the list's own defaults has nothing to open.
  const defaultView = stored.views.find(
    (view) => view.id === stored.defaultId && view.search !== '',
  );
  const { showView } = url;
  const opening = !decided && business !== '' && defaultView !== undefined && url.view === '';
  // Adjusted while rendering: once there is nothing (left) to open, the decision is made.
  if (!decided && business !== '' && !opening) setDecided(true);
  useEffect(() => {
    if (opening && defaultView) showView(defaultView.search, true);
  }, [opening, defaultView, showView]);

  const shown = stored.views.find((view) => view.search === url.view);
  const views: ListViews = {
    saved: stored.views,
    showing: shown ? { saved: shown.id } : url.view === '' ? 'standard' : 'unsaved',
    defaultId: stored.defaultId,
    shownColumns: url.columns,
    onSelect: (id) => showView(stored.views.find((view) => view.id === id)?.search ?? ''),
    onSave: (name) =>
      save({
        ...stored,
        views: [...stored.views, { id: crypto.randomUUID(), name, search: url.view }],
      }),
    onRename: (id, name) =>
      save({
        ...stored,
        views: stored.views.map((view) => (view.id === id ? { ...view, name } : view)),
      }),
    onDelete: (id) =>
      save({
        views: stored.views.filter((view) => view.id !== id),
        defaultId: stored.defaultId === id ? null : stored.defaultId,
      }),
    onSetDefault: (id) => save({ ...stored, defaultId: id }),
    onColumnsChange: url.setColumns,
  };
  return { views, opening };
}
