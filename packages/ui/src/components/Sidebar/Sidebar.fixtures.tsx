import {
  AlertIcon,
  BriefcaseIcon,
  CalendarIcon,
  CardIcon,
  CheckCircleIcon,
  CloseIcon,
  FileIcon,
  HomeIcon,
  LinkIcon,
  RefreshIcon,
  SendIcon,
  SettingsIcon,
  ShieldIcon,
  UsersIcon,
  WalletIcon,
} from '../../icons';
import type { SidebarGroup } from './Sidebar';

/** The spec's menu (part 2, 'Sidebar menu'), for stories only: the app owns the real table. */
export const specMenu: readonly SidebarGroup[] = [
  { title: 'Home', items: [{ label: 'Dashboard', href: '/dashboard', icon: <HomeIcon /> }] },
  {
    title: 'Business',
    items: [
      { label: 'Transactions', href: '/dashboard/business/transactions', icon: <CardIcon /> },
      { label: 'Customers', href: '/dashboard/business/customers', icon: <UsersIcon /> },
      { label: 'Payment Links', href: '/dashboard/business/payment-links', icon: <LinkIcon /> },
    ],
  },
  {
    title: 'Account',
    items: [{ label: 'Settlements', href: '/dashboard/account/settlements', icon: <FileIcon /> }],
  },
  {
    title: 'Balance',
    items: [
      { label: 'Balances', href: '/dashboard/account/balances', icon: <WalletIcon /> },
      { label: 'Balance History', href: '/dashboard/balance/history', icon: <CalendarIcon /> },
      {
        label: 'Rolling Reserve',
        href: '/dashboard/balance/rolling-reserve',
        icon: <ShieldIcon />,
      },
    ],
  },
  {
    title: 'Payout',
    items: [
      { label: 'Transfers', href: '/dashboard/payout/transfer', icon: <SendIcon /> },
      { label: 'Beneficiaries', href: '/dashboard/payout/beneficiaries', icon: <UsersIcon /> },
      {
        label: 'Funding history',
        href: '/dashboard/payout/funding-history',
        icon: <WalletIcon />,
      },
    ],
  },
  {
    title: 'Refund',
    items: [{ label: 'Refunds', href: '/dashboard/business/refunds', icon: <RefreshIcon /> }],
  },
  {
    title: 'Chargeback',
    items: [
      { label: 'All chargebacks', href: '/dashboard/chargeback', icon: <AlertIcon /> },
      { label: 'Pending', href: '/dashboard/chargeback/pending' },
      { label: 'Awaiting response', href: '/dashboard/chargeback/awaiting-response' },
      { label: 'Won', href: '/dashboard/chargeback/won', icon: <CheckCircleIcon /> },
      { label: 'Lost', href: '/dashboard/chargeback/lost', icon: <CloseIcon /> },
      { label: 'Assessment', href: '/dashboard/chargeback/assessment' },
    ],
  },
  {
    title: 'Settings',
    items: [
      { label: 'Business', href: '/dashboard/settings/business', icon: <BriefcaseIcon /> },
      {
        label: 'Payout Accounts',
        href: '/dashboard/settings/payout-accounts',
        icon: <WalletIcon />,
      },
      {
        label: 'Roles & Permissions',
        href: '/dashboard/settings/roles-permissions',
        icon: <ShieldIcon />,
      },
      { label: 'Users', href: '/dashboard/settings/users', icon: <UsersIcon /> },
      { label: 'Preferences', href: '/dashboard/settings/preference', icon: <SettingsIcon /> },
      { label: 'Audit Trails', href: '/dashboard/settings/audit-trails', icon: <FileIcon /> },
      {
        label: 'API Keys & Webhooks',
        href: '/dashboard/settings/api-webhooks',
        icon: <LinkIcon />,
      },
    ],
  },
];
