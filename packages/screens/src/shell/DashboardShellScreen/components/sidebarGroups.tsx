import type { SidebarGroup } from '@merchant/ui';
import type { MenuGroup } from '../../menu';

/** The menu table in the shape the ui Sidebar draws. */
export function toSidebarGroups(menu: readonly MenuGroup[]): SidebarGroup[] {
  return menu.map((group) => ({
    title: group.label,
    items: group.items.map(({ label, href, icon: Icon }) => ({
      label,
      href,
      icon: <Icon size={18} />,
    })),
  }));
}
