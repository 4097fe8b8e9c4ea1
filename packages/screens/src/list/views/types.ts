/** A view the merchant saved: a name over the list's filters, sort and columns. */
export interface SavedView {
  /** Stable id, given when the view is saved. */
  id: string;
  /** The tab's text, unique within the list. */
  name: string;
}

/**
 * What the list shows: the spec's own filters and columns ('standard'), a saved view, or a
 * state that no view holds ('unsaved': the merchant changed a filter, the sort or the columns).
 */
type ViewShowing = 'standard' | 'unsaved' | { saved: string };

/** The saved views of a list and its column choice, as the app keeps them. */
export interface ListViews {
  /** The saved views, in the order they were saved. */
  saved: readonly SavedView[];
  /** What the list shows now. */
  showing: ViewShowing;
  /** The view opened when the list is opened with no filter; null for the spec's defaults. */
  defaultId: string | null;
  /** Ids of the columns shown, in order; null for the spec's columns. */
  shownColumns: readonly string[] | null;
  /** Opens a saved view, or the spec's defaults for null. */
  onSelect: (id: string | null) => void;
  /** Saves what the list shows under a new name. */
  onSave: (name: string) => void;
  /** Renames a saved view. */
  onRename: (id: string, name: string) => void;
  /** Deletes a saved view. */
  onDelete: (id: string) => void;
  /** Makes a saved view the one opened first, or none for null. */
  onSetDefault: (id: string | null) => void;
  /** Shows these columns in this order, or the spec's columns for null. */
  onColumnsChange: (shown: readonly string[] | null) => void;
}

/** The saved view the list shows, if it shows one. */
export function shownView(views: ListViews): SavedView | undefined {
  const { showing } = views;
  return typeof showing === 'object'
    ? views.saved.find((view) => view.id === showing.saved)
    : undefined;
}
