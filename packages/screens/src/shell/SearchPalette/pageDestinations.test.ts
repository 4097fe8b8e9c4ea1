import { describe, expect, it } from 'vitest';
import { PATHS, type RouteId } from '../../routes/paths';
import { matchingPages, pageDestinations } from './pageDestinations';

const BUILT: RouteId[] = [
  'home',
  'transactions',
  'transactionDetails',
  'rollingReserve',
  'payoutAccounts',
  'virtualAccounts',
  'businessRefunds',
  'chargebacksPending',
];

describe('pageDestinations', () => {
  const pages = pageDestinations(BUILT);

  it("names a menu page with the menu's label and group, in the menu's order", () => {
    expect(pages.slice(0, 6)).toEqual([
      { label: 'Dashboard', section: 'Home', href: PATHS.home },
      { label: 'Transactions', section: 'Business', href: PATHS.transactions },
      { label: 'Rolling Reserve', section: 'Balance', href: PATHS.rollingReserve },
      { label: 'Refunds', section: 'Refund', href: PATHS.businessRefunds },
      { label: 'Pending', section: 'Chargeback', href: PATHS.chargebacksPending },
      { label: 'Payout Accounts', section: 'Settings', href: PATHS.payoutAccounts },
    ]);
  });

  it("names a page outside the menu by its route, with the top bar's title", () => {
    expect(pages.at(-1)).toEqual({
      label: 'Virtual accounts',
      section: 'VIRTUAL-WALLETS',
      href: PATHS.virtualAccounts,
    });
  });

  it('leaves out pages that need a record and pages not built', () => {
    const hrefs = pages.map((page) => page.href);
    expect(hrefs).not.toContain(PATHS.transactionDetails);
    expect(hrefs).not.toContain(PATHS.settlements);
    expect(pages).toHaveLength(BUILT.length - 1);
  });

  it('matches every word typed, in any case', () => {
    expect(matchingPages(pages, 'rolling reserve').map((page) => page.label)).toEqual([
      'Rolling Reserve',
    ]);
    expect(matchingPages(pages, 'PAYOUT acc').map((page) => page.label)).toEqual([
      'Payout Accounts',
    ]);
    expect(matchingPages(pages, 'chargeback').map((page) => page.label)).toEqual(['Pending']);
    expect(matchingPages(pages, '   ')).toEqual([]);
    expect(matchingPages(pages, 'PAY-104233')).toEqual([]);
  });
});
