import { describe, expect, it } from 'vitest';
import { dashboardMenu } from './menu';
import { GO_SHORTCUTS, KEYBOARD_SHORTCUTS } from './shortcuts';

describe('keyboard shortcuts', () => {
  it('gives each main page a letter of its own, a page of the menu', () => {
    const letters = GO_SHORTCUTS.map((shortcut) => shortcut.keys[1]);
    expect(new Set(letters).size).toBe(letters.length);
    // Every letter's page is on the menu (a page missing from it would drop its shortcut).
    expect(GO_SHORTCUTS).toHaveLength(11);
    const menuHrefs = dashboardMenu.flatMap((group) => group.items.map((item) => item.href));
    for (const shortcut of GO_SHORTCUTS) expect(menuHrefs).toContain(shortcut.href);
    expect(GO_SHORTCUTS.find((shortcut) => shortcut.keys.join(' ') === 'g t')).toMatchObject({
      description: 'Go to Transactions',
      href: '/dashboard/business/transactions',
    });
  });

  it('lists the palette, the list search and this list itself before the pages', () => {
    expect(KEYBOARD_SHORTCUTS.slice(0, 3).map((shortcut) => shortcut.description)).toEqual([
      'Search',
      "Search or filter this page's list",
      'Show keyboard shortcuts',
    ]);
  });
});
