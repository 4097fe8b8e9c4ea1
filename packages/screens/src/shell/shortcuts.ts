import { PATHS } from '../routes/paths';
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

/**
 * The letter that, after `g`, opens each main page. Each page's name is its menu label; the
 * letters live here rather than on the menu, so every page's first render does without them.
 */
const GO_KEYS: Record<string, string> = {
  d: PATHS.home,
  t: PATHS.transactions,
  c: PATHS.customers,
  l: PATHS.paymentLinks,
  i: PATHS.invoices,
  s: PATHS.settlements,
  b: PATHS.balances,
  p: PATHS.transfers,
  r: PATHS.businessRefunds,
  k: PATHS.chargebacks,
  u: PATHS.users,
};

const menuItems = dashboardMenu.flatMap((group) => group.items);

/** `g` then a letter: one per main page, named as the menu names it. */
export const GO_SHORTCUTS: readonly GoShortcut[] = Object.entries(GO_KEYS).flatMap(
  ([key, href]) => {
    const item = menuItems.find((candidate) => candidate.href === href);
    return item ? [{ keys: ['g', key], description: `Go to ${item.label}`, href }] : [];
  },
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
