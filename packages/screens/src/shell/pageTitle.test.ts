import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it.each([
    ['/dashboard', 'DASHBOARD'],
    ['/dashboard/', 'DASHBOARD'],
    ['/dashboard/business/payment-links', 'PAYMENT-LINKS'],
    ['/dashboard/settings/api-webhooks?tab=keys#top', 'API-WEBHOOKS'],
    ['/dashboard/chargeback/abc123/details', 'DETAILS'],
    ['/dashboard/business/customers/customer-details/Ada%20Obi', 'ADA OBI'],
    ['/dashboard/x/%E0%A4%A', '%E0%A4%A'],
    ['/', ''],
    ['', ''],
  ])('%s reads %s', (pathname, title) => {
    expect(pageTitle(pathname)).toBe(title);
  });
});
