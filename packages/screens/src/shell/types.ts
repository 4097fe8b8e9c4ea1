import type { EnvironmentName } from '@merchant/api/contract';

/** The API environment the dashboard shows (the profile's `envronmentDetail.name`). */
export type DashboardEnvironment = EnvironmentName;

/** A business (subsidiary) the user can switch to. */
export interface ShellBusiness {
  /** Subsidiary id, passed back to `onSwitchBusiness`. */
  id: string;
  /** Business name. */
  name: string;
  /** Merchant ID shown under the active business's name. */
  merchantId: string;
}

/** A currency of the global display-currency selector. */
export interface ShellCurrency {
  /** ISO code, e.g. 'NGN'. */
  shortName: string;
  /** Full name, e.g. 'Nigerian Naira'. */
  name: string;
  /** Optional symbol, e.g. '₦'. */
  symbol?: string;
}

/** One entry of the notification dropdown. */
export interface ShellNotification {
  /** Stable key. */
  id: string;
  /** Who sent it. */
  sender: string;
  /** What it says. */
  text: string;
  /** When it was sent (ISO date-time), shown as a relative time. */
  createdAt: string;
}
