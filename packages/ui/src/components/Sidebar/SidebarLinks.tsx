import { memo, type ReactElement } from 'react';
import { useRenderLink } from '../Link';
import { Tooltip } from '../Tooltip';
import { GroupList, GroupTitle, ItemIcon, ItemLabel, ItemRow } from './Sidebar.styles';
import type { SidebarGroup, SidebarItem } from './Sidebar';

interface SidebarLinksProps {
  groups: readonly SidebarGroup[];
  activeHref: string | undefined;
  collapsed: boolean;
  idPrefix: string;
}

/**
 * The link groups, memoised: the menu is a constant table, so a shell that re-renders when its
 * data arrives (profile, currencies, onboarding) leaves these dozens of links and tooltips
 * alone; only the page (`activeHref`) or the collapse state redraws them.
 */
export const SidebarLinks = memo(function SidebarLinks({
  groups,
  activeHref,
  collapsed,
  idPrefix,
}: SidebarLinksProps) {
  const renderLink = useRenderLink();
  // The link is the tooltip's trigger, so it must accept aria-describedby.
  const renderItem = (item: SidebarItem): ReactElement<{ 'aria-describedby'?: string }> =>
    renderLink({
      href: item.href,
      'aria-current': item.href === activeHref ? 'page' : undefined,
      children: (
        <>
          <ItemIcon aria-hidden="true">{item.icon ?? item.label.charAt(0).toUpperCase()}</ItemIcon>
          <ItemLabel $collapsed={collapsed}>{item.label}</ItemLabel>
        </>
      ),
    });
  return groups.map((group, groupIndex) => {
    const titleId = `${idPrefix}-group-${groupIndex}`;
    return (
      <div key={group.title}>
        <GroupTitle id={titleId} $collapsed={collapsed}>
          {group.title}
        </GroupTitle>
        <GroupList aria-labelledby={titleId} $collapsed={collapsed}>
          {group.items.map((item) => (
            <ItemRow key={item.href} $collapsed={collapsed}>
              {collapsed ? (
                <Tooltip content={item.label} side="bottom">
                  {renderItem(item)}
                </Tooltip>
              ) : (
                renderItem(item)
              )}
            </ItemRow>
          ))}
        </GroupList>
      </div>
    );
  });
});
