import type { ReactNode } from 'react';
import { Tabs, type TabItem } from '@merchant/ui';
import type { ListViews } from './types';

const STANDARD = 'standard';
const UNSAVED = 'unsaved';
const SAVED = 'saved-';

export interface ViewTabsProps {
  /** The list's saved views (at least one). */
  views: ListViews;
  /** The list's name; the tabs are named after it. */
  title: string;
  /** The table: the panel of the selected tab. */
  children: ReactNode;
}

/**
 * The saved views as tabs over the table: 'Standard' (the spec's filters and columns), one tab per
 * saved view, and while the list shows something no view holds, an 'Unsaved view' tab. A list
 * with no saved view shows its table alone.
 */
export function ViewTabs({ views, title, children }: ViewTabsProps) {
  const { showing } = views;
  const tabs: TabItem[] = [
    { id: STANDARD, label: 'Standard' },
    ...views.saved.map((view) => ({
      id: `${SAVED}${view.id}`,
      label: view.id === views.defaultId ? `${view.name} (default)` : view.name,
    })),
    ...(showing === UNSAVED ? [{ id: UNSAVED, label: 'Unsaved view' }] : []),
  ];
  const value = typeof showing === 'object' ? `${SAVED}${showing.saved}` : showing;
  return (
    <Tabs
      aria-label={`${title} views`}
      tabs={tabs}
      value={value}
      onChange={(id) => {
        if (id === STANDARD) views.onSelect(null);
        else if (id.startsWith(SAVED)) views.onSelect(id.slice(SAVED.length));
      }}
    >
      {children}
    </Tabs>
  );
}
