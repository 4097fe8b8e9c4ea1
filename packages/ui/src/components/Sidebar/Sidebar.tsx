import { forwardRef, useId, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { useRenderLink } from '../Link';
import { Tooltip } from '../Tooltip';
import {
  GroupList,
  GroupTitle,
  ItemIcon,
  ItemLabel,
  ItemRow,
  SidebarLogo,
  SidebarNav,
  SidebarRoot,
  SidebarSlots,
} from './Sidebar.styles';

export interface SidebarItem {
  /** Link text, e.g. 'Transactions'. */
  label: string;
  /** Destination, e.g. '/dashboard/business/transactions'. */
  href: string;
  /** Icon shown before the label and alone when collapsed; the label's initial stands in without one. */
  icon?: ReactNode;
}

export interface SidebarGroup {
  /** Group heading, e.g. 'Business'. */
  title: string;
  /** The links of the group in order. */
  items: readonly SidebarItem[];
}

export interface SidebarProps extends HTMLAttributes<HTMLDivElement> {
  /** The menu: groups of links. The app owns the table. */
  groups: readonly SidebarGroup[];
  /** The href of the page being shown; that link gets aria-current="page". */
  activeHref?: string;
  /** Icons only: labels stay in the accessible names and show as tooltips on hover and focus. */
  collapsed?: boolean;
  /** Brand mark at the top. */
  logo?: ReactNode;
  /** Slot for the business switcher. */
  businessSwitcher?: ReactNode;
  /** Slot for the currency select. */
  currencySelect?: ReactNode;
  /** Slot for the onboarding link ('OnBoarding' or 'CONTINUE KYC'). */
  onboardingLink?: ReactNode;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
}

/** The main navigation: slots for the business switcher, currency and onboarding, then the link groups. */
export const Sidebar = forwardRef<HTMLDivElement, SidebarProps>(function Sidebar(
  {
    groups,
    activeHref,
    collapsed = false,
    logo,
    businessSwitcher,
    currencySelect,
    onboardingLink,
    navLabel = 'Main',
    ...rest
  },
  ref,
) {
  const renderLink = useRenderLink();
  const idPrefix = useId();
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
  const hasSlots =
    businessSwitcher !== undefined || currencySelect !== undefined || onboardingLink !== undefined;
  return (
    <SidebarRoot ref={ref} $collapsed={collapsed} data-collapsed={collapsed} {...rest}>
      {logo !== undefined && <SidebarLogo $collapsed={collapsed}>{logo}</SidebarLogo>}
      {hasSlots && (
        <SidebarSlots>
          {businessSwitcher}
          {currencySelect}
          {onboardingLink}
        </SidebarSlots>
      )}
      <SidebarNav aria-label={navLabel}>
        {groups.map((group, groupIndex) => {
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
        })}
      </SidebarNav>
    </SidebarRoot>
  );
});
