import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { SidebarLogo, SidebarNav, SidebarRoot, SidebarSlots } from './Sidebar.styles';
import { SidebarLinks } from './SidebarLinks';

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
  const idPrefix = useId();
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
        <SidebarLinks
          groups={groups}
          activeHref={activeHref}
          collapsed={collapsed}
          idPrefix={idPrefix}
        />
      </SidebarNav>
    </SidebarRoot>
  );
});
