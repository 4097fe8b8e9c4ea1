import {
  BriefcaseIcon,
  CardIcon,
  HomeIcon,
  LinkIcon,
  RefreshIcon,
  SendIcon,
  SettingsIcon,
  ShieldIcon,
  UsersIcon,
  WalletIcon,
  type IconProps,
} from '@merchant/ui';
import type { ComponentType } from 'react';

/** One link of the sidebar. */
export interface MenuItem {
  /** The text shown, exactly as the spec writes it. */
  label: string;
  /** The route it opens. */
  href: string;
  /** Decorative icon beside the label. */
  icon: ComponentType<IconProps>;
  /** Other routes that belong to this item (the spec serves refunds under two paths). */
  aliases?: readonly string[];
}

/** A titled group of sidebar links. */
export interface MenuGroup {
  /** The group heading. */
  label: string;
  /** Its links, in the spec's order. */
  items: readonly MenuItem[];
}

export const HOME_HREF = '/dashboard';

/** The sidebar menu of part 2, section 2 "Sidebar menu": every group, label and route. */
export const dashboardMenu: readonly MenuGroup[] = [
  {
    label: 'Home',
    items: [{ label: 'Dashboard', href: HOME_HREF, icon: HomeIcon }],
  },
  {
    label: 'Business',
    items: [
      { label: 'Transactions', href: '/dashboard/business/transactions', icon: CardIcon },
      { label: 'Customers', href: '/dashboard/business/customers', icon: UsersIcon },
      { label: 'Payment Links', href: '/dashboard/business/payment-links', icon: LinkIcon },
    ],
  },
  {
    label: 'Account',
    items: [{ label: 'Settlements', href: '/dashboard/account/settlements', icon: BriefcaseIcon }],
  },
  {
    label: 'Balance',
    items: [
      { label: 'Balances', href: '/dashboard/account/balances', icon: WalletIcon },
      { label: 'Balance History', href: '/dashboard/balance/history', icon: WalletIcon },
      { label: 'Rolling Reserve', href: '/dashboard/balance/rolling-reserve', icon: WalletIcon },
    ],
  },
  {
    label: 'Payout',
    items: [
      { label: 'Transfers', href: '/dashboard/payout/transfer', icon: SendIcon },
      { label: 'Beneficiaries', href: '/dashboard/payout/beneficiaries', icon: UsersIcon },
      { label: 'Funding history', href: '/dashboard/payout/funding-history', icon: SendIcon },
    ],
  },
  {
    label: 'Refund',
    items: [
      {
        label: 'Refunds',
        href: '/dashboard/business/refunds',
        icon: RefreshIcon,
        aliases: ['/dashboard/refunds'],
      },
    ],
  },
  {
    label: 'Chargeback',
    items: [
      { label: 'All chargebacks', href: '/dashboard/chargeback', icon: ShieldIcon },
      { label: 'Pending', href: '/dashboard/chargeback/pending', icon: ShieldIcon },
      {
        label: 'Awaiting response',
        href: '/dashboard/chargeback/awaiting-response',
        icon: ShieldIcon,
      },
      { label: 'Won', href: '/dashboard/chargeback/won', icon: ShieldIcon },
      { label: 'Lost', href: '/dashboard/chargeback/lost', icon: ShieldIcon },
      { label: 'Assessment', href: '/dashboard/chargeback/assessment', icon: ShieldIcon },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'Business', href: '/dashboard/settings/business', icon: SettingsIcon },
      { label: 'Payout Accounts', href: '/dashboard/settings/payout-accounts', icon: SettingsIcon },
      {
        label: 'Roles & Permissions',
        href: '/dashboard/settings/roles-permissions',
        icon: SettingsIcon,
      },
      { label: 'Users', href: '/dashboard/settings/users', icon: SettingsIcon },
      { label: 'Preferences', href: '/dashboard/settings/preference', icon: SettingsIcon },
      { label: 'Audit Trails', href: '/dashboard/settings/audit-trails', icon: SettingsIcon },
      {
        label: 'API Keys & Webhooks',
        href: '/dashboard/settings/api-webhooks',
        icon: SettingsIcon,
      },
    ],
  },
];

function stripPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function matches(path: string, route: string): number {
  // Home only matches itself, or every dashboard page would light it up.
  if (route === HOME_HREF) return path === route ? route.length : -1;
  return path === route || path.startsWith(`${route}/`) ? route.length : -1;
}

/**
 * The href of the menu item a page belongs to: the longest route that is the path or one of its
 * parents, so '/dashboard/chargeback/pending' selects 'Pending' and a chargeback's details page
 * selects 'All chargebacks'. Undefined when no item owns the page.
 */
export function activeMenuHref(
  pathname: string,
  menu: readonly MenuGroup[] = dashboardMenu,
): string | undefined {
  const path = stripPath(pathname);
  let best: { href: string; length: number } | undefined;
  for (const group of menu) {
    for (const item of group.items) {
      for (const route of [item.href, ...(item.aliases ?? [])]) {
        const length = matches(path, route);
        if (length >= 0 && (best === undefined || length > best.length)) {
          best = { href: item.href, length };
        }
      }
    }
  }
  return best?.href;
}
