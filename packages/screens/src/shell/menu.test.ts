import { describe, expect, it } from 'vitest';
import { activeMenuHref, dashboardMenu } from './menu';

describe('dashboardMenu', () => {
  it('holds the spec groups in order', () => {
    expect(dashboardMenu.map((group) => group.label)).toEqual([
      'Home',
      'Business',
      'Account',
      'Balance',
      'Payout',
      'Refund',
      'Chargeback',
      'Settings',
    ]);
  });

  // The spec's links, plus the pages beyond it that merchants must reach (Products, Invoices,
  // Reconciliation).
  it('holds every spec link with its exact label and route', () => {
    const links = dashboardMenu.flatMap((group) =>
      group.items.map((item) => `${group.label} > ${item.label} ${item.href}`),
    );
    expect(links).toEqual([
      'Home > Dashboard /dashboard',
      'Business > Transactions /dashboard/business/transactions',
      'Business > Customers /dashboard/business/customers',
      'Business > Payment Links /dashboard/business/payment-links',
      'Business > Products /dashboard/business/products',
      'Business > Invoices /dashboard/business/invoice',
      'Account > Settlements /dashboard/account/settlements',
      'Account > Reconciliation /dashboard/account/reconciliation',
      'Balance > Balances /dashboard/account/balances',
      'Balance > Balance History /dashboard/balance/history',
      'Balance > Rolling Reserve /dashboard/balance/rolling-reserve',
      'Payout > Transfers /dashboard/payout/transfer',
      'Payout > Beneficiaries /dashboard/payout/beneficiaries',
      'Payout > Funding history /dashboard/payout/funding-history',
      'Refund > Refunds /dashboard/business/refunds',
      'Chargeback > All chargebacks /dashboard/chargeback',
      'Chargeback > Pending /dashboard/chargeback/pending',
      'Chargeback > Awaiting response /dashboard/chargeback/awaiting-response',
      'Chargeback > Won /dashboard/chargeback/won',
      'Chargeback > Lost /dashboard/chargeback/lost',
      'Chargeback > Assessment /dashboard/chargeback/assessment',
      'Settings > Business /dashboard/settings/business',
      'Settings > Payout Accounts /dashboard/settings/payout-accounts',
      'Settings > Roles & Permissions /dashboard/settings/roles-permissions',
      'Settings > Users /dashboard/settings/users',
      'Settings > Preferences /dashboard/settings/preference',
      'Settings > Audit Trails /dashboard/settings/audit-trails',
      'Settings > API Keys & Webhooks /dashboard/settings/api-webhooks',
    ]);
  });

  it('gives every link its own icon, so a row of icons never repeats one', () => {
    const items = dashboardMenu.flatMap((group) => group.items);
    const icons = new Set(items.map((item) => item.icon));
    expect(icons.size).toBe(items.length);
  });
});

describe('activeMenuHref', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/', '/dashboard'],
    ['/dashboard/business/transactions', '/dashboard/business/transactions'],
    [
      '/dashboard/business/transactions/transaction-details/REF-1',
      '/dashboard/business/transactions',
    ],
    ['/dashboard/chargeback', '/dashboard/chargeback'],
    ['/dashboard/chargeback/pending', '/dashboard/chargeback/pending'],
    ['/dashboard/chargeback/42/details', '/dashboard/chargeback'],
    ['/dashboard/refunds/refund-details/7', '/dashboard/business/refunds'],
    ['/dashboard/settings/users?page=2', '/dashboard/settings/users'],
    ['/dashboard/business/transactionsX', undefined],
    ['/dashboard/getStarted', undefined],
    ['/dashboard/compliance', undefined],
  ])('%s selects %s', (pathname, href) => {
    expect(activeMenuHref(pathname)).toBe(href);
  });
});
