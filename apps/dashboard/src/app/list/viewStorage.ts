import { loginKey } from '../../session/loginKey';

/**
 * Where a list's saved views live: in this browser, per login (its digest, never a token) and
 * business, so they survive a reload and a sign-out, and another login or business on the same
 * device sees its own.
 */
const VIEWS_PREFIX = 'merchant-views:';

/** A saved view: a name over the list's view params, as viewParams' canonical search. */
interface StoredView {
  id: string;
  name: string;
  search: string;
}

/** A list's saved views, and the one it opens with when its URL names no view. */
export interface StoredViews {
  views: StoredView[];
  defaultId: string | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isView = (value: unknown): value is StoredView => {
  const view = value as Partial<StoredView> | null;
  return isText(view?.id) && isText(view.name) && isText(view.search);
};

const NONE: StoredViews = { views: [], defaultId: null };

/** Names one list of one business: the list page's address and the business's id. */
export interface ViewsSlot {
  list: string;
  business: string;
}

const listeners = new Set<() => void>();

/** A session without a login key (started before keys were kept) keeps its views to itself. */
function storageOf({ list, business }: ViewsSlot): { store: Storage; name: string } {
  const login = loginKey();
  return login
    ? { store: localStorage, name: `${VIEWS_PREFIX}${login}:${business}:${list}` }
    : { store: sessionStorage, name: `${VIEWS_PREFIX}session:${business}:${list}` };
}

/** The raw text of a list's views (null when none), so React compares snapshots by value. */
export function viewsSnapshot(slot: ViewsSlot): string | null {
  const { store, name } = storageOf(slot);
  return store.getItem(name);
}

/** The views a snapshot holds; none for an empty slot or a text this code did not write. */
export function parseViews(snapshot: string | null): StoredViews {
  if (snapshot === null) return NONE;
  try {
    const stored = JSON.parse(snapshot) as Partial<StoredViews> | null;
    const views = Array.isArray(stored?.views) ? stored.views.filter(isView) : [];
    const defaultId = views.some((view) => view.id === stored?.defaultId)
      ? (stored?.defaultId ?? null)
      : null;
    return { views, defaultId };
  } catch {
    return NONE;
  }
}

/** Keeps a list's views (removing the slot once none is left) and tells the lists showing them. */
export function writeViews(slot: ViewsSlot, views: StoredViews) {
  const { store, name } = storageOf(slot);
  if (views.views.length === 0) store.removeItem(name);
  else store.setItem(name, JSON.stringify(views));
  listeners.forEach((listener) => listener());
}

/** Re-renders on any change of saved views, in this tab or another. */
export function subscribeToViews(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(VIEWS_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
