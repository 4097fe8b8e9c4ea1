import { dashboardMenu } from './menu';

/** One keyboard shortcut: what to press and what it does. */
export interface KeyboardShortcut {
  /** The keys as the shortcuts dialog shows them, e.g. ['g', 't'] pressed one after the other. */
  keys: readonly string[];
  /** What pressing them does, in the dashboard's words. */
  description: string;
}

/** A `g` shortcut: the letter after `g` and the page it opens. */
export interface GoShortcut extends KeyboardShortcut {
  /** The page's route. */
  href: string;
}

/** `g` then a letter: one per main page, its letter declared on its menu item. */
export const GO_SHORTCUTS: readonly GoShortcut[] = dashboardMenu.flatMap((group) =>
  group.items.flatMap((item) =>
    item.goKey
      ? [{ keys: ['g', item.goKey], description: `Go to ${item.label}`, href: item.href }]
      : [],
  ),
);

/** The shortcuts that act on the page rather than open one. */
const PAGE_SHORTCUTS = {
  search: { keys: ['Ctrl K', '⌘K'], description: 'Search' },
  filter: { keys: ['/'], description: "Search or filter this page's list" },
  help: { keys: ['?'], description: 'Show keyboard shortcuts' },
} as const satisfies Record<string, KeyboardShortcut>;

/** Every shortcut, as the shortcuts dialog lists them. */
export const KEYBOARD_SHORTCUTS: readonly KeyboardShortcut[] = [
  ...Object.values(PAGE_SHORTCUTS),
  ...GO_SHORTCUTS,
];
