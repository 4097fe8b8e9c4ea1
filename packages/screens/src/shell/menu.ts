import {
  ArrowLeftRightIcon,
  BankIcon,
  BriefcaseIcon,
  CardIcon,
  CheckCircleIcon,
  ClipboardIcon,
  ClockIcon,
  FileIcon,
  HistoryIcon,
  HomeIcon,
  IdCardIcon,
  KeyIcon,
  LinkIcon,
  ListIcon,
  LockIcon,
  MessageIcon,
  PackageIcon,
  PlusCircleIcon,
  RefreshIcon,
  SendIcon,
  ShieldIcon,
  SlidersIcon,
  UserCheckIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
  XCircleIcon,
  type IconProps,
} from '@merchant/ui';
import type { ComponentType } from 'react';
import { PATHS } from '../routes/paths';

/** One link of the sidebar. */
interface MenuItem {
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

const HOME_HREF = PATHS.home;

/** The sidebar menu of part 2, section 2 "Sidebar menu": every group, label and route. */
export const dashboardMenu: readonly MenuGroup[] = [
  {
    label: 'Home',
    items: [{ label: 'Dashboard', href: HOME_HREF, icon: HomeIcon }],
  },
  {
    label: 'Business',
    items: [
      { label: 'Transactions', href: PATHS.transactions, icon: ArrowLeftRightIcon },
      { label: 'Customers', href: PATHS.customers, icon: UsersIcon },
      { label: 'Payment Links', href: PATHS.paymentLinks, icon: LinkIcon },
      // Not in the spec's menu, yet merchants must reach these pages.
      { label: 'Products', href: PATHS.products, icon: PackageIcon },
      { label: 'Invoices', href: PATHS.invoices, icon: FileIcon },
    ],
  },
  {
    label: 'Account',
    items: [{ label: 'Settlements', href: PATHS.settlements, icon: BankIcon }],
  },
  {
    label: 'Balance',
    items: [
      { label: 'Balances', href: PATHS.balances, icon: WalletIcon },
      { label: 'Balance History', href: PATHS.balanceHistory, icon: HistoryIcon },
      { label: 'Rolling Reserve', href: PATHS.rollingReserve, icon: LockIcon },
    ],
  },
  {
    label: 'Payout',
    items: [
      { label: 'Transfers', href: PATHS.transfers, icon: SendIcon },
      { label: 'Beneficiaries', href: PATHS.beneficiaries, icon: UserCheckIcon },
      { label: 'Funding history', href: PATHS.fundingHistory, icon: PlusCircleIcon },
    ],
  },
  {
    label: 'Refund',
    items: [
      {
        label: 'Refunds',
        href: PATHS.businessRefunds,
        icon: RefreshIcon,
        aliases: [PATHS.refunds],
      },
    ],
  },
  {
    label: 'Chargeback',
    items: [
      { label: 'All chargebacks', href: PATHS.chargebacks, icon: ShieldIcon },
      { label: 'Pending', href: PATHS.chargebacksPending, icon: ClockIcon },
      {
        label: 'Awaiting response',
        href: PATHS.chargebacksAwaitingResponse,
        icon: MessageIcon,
      },
      { label: 'Won', href: PATHS.chargebacksWon, icon: CheckCircleIcon },
      { label: 'Lost', href: PATHS.chargebacksLost, icon: XCircleIcon },
      { label: 'Assessment', href: PATHS.chargebacksAssessment, icon: ClipboardIcon },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'Business', href: PATHS.businessSettings, icon: BriefcaseIcon },
      { label: 'Payout Accounts', href: PATHS.payoutAccounts, icon: CardIcon },
      {
        label: 'Roles & Permissions',
        href: PATHS.rolesPermissions,
        icon: IdCardIcon,
      },
      { label: 'Users', href: PATHS.users, icon: UserIcon },
      { label: 'Preferences', href: PATHS.preferences, icon: SlidersIcon },
      { label: 'Audit Trails', href: PATHS.auditTrails, icon: ListIcon },
      {
        label: 'API Keys & Webhooks',
        href: PATHS.apiWebhooks,
        icon: KeyIcon,
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
 * parents, so PATHS.chargebacksPending selects 'Pending' and a chargeback's details page
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
