import type { ShellBusiness, ShellCurrency, ShellNotification } from './types';

/** The fixed 'now' of stories, so relative times read the same on every run. */
export const FIXTURE_NOW = '2026-03-02T11:00:00.000Z';

/** A business; override any field. */
export function makeBusiness(overrides: Partial<ShellBusiness> = {}): ShellBusiness {
  return { id: 'sub-1', name: 'Adaeze Foods Ltd', merchantId: 'MRC-104392', ...overrides };
}

/** Three businesses under one login. */
export function makeBusinesses(): ShellBusiness[] {
  return [
    makeBusiness(),
    makeBusiness({ id: 'sub-2', name: 'Lekki Gadgets', merchantId: 'MRC-220871' }),
    makeBusiness({ id: 'sub-3', name: 'Kano Textiles Co', merchantId: 'MRC-318006' }),
  ];
}

/** The currencies the selector lists. */
export function makeCurrencies(): ShellCurrency[] {
  return [
    { shortName: 'USD', name: 'US Dollar', symbol: '$' },
    { shortName: 'NGN', name: 'Nigerian Naira', symbol: '₦' },
    { shortName: 'GHS', name: 'Ghanaian Cedi', symbol: '₵' },
  ];
}

/** A notification; override any field. */
function makeNotification(overrides: Partial<ShellNotification> = {}): ShellNotification {
  return {
    id: 'n-1',
    sender: 'Compliance team',
    text: 'Your business registration documents were approved.',
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** Two notifications. */
export function makeNotifications(): ShellNotification[] {
  return [
    makeNotification(),
    makeNotification({
      id: 'n-2',
      sender: 'Settlements',
      text: 'A settlement of NGN 1,250,000.00 was paid to your account.',
      createdAt: '2026-03-01T09:00:00.000Z',
    }),
  ];
}
