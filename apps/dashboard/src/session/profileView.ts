import { activeSubsidiaryOf, environmentOf, type Profile } from '@merchant/api';
import type {
  DashboardEnvironment,
  ShellBusiness,
  ShellNotification,
  ShellOnboardingState,
} from '@merchant/screens';

/** What the shell and the home redirect read from /me. */
export interface ProfileView {
  environment: DashboardEnvironment;
  businesses: ShellBusiness[];
  activeBusinessId: string;
  /** The default business's status (New, Pending-Approval, Active). */
  status: string;
  /** The default business's verification (onboarding) state. */
  onboardingState: ShellOnboardingState;
  hasOnboardRoute: boolean;
  notifications: ShellNotification[];
}

export function toProfileView(profile: Profile): ProfileView {
  const active = activeSubsidiaryOf(profile);
  return {
    environment: environmentOf(profile),
    businesses: profile.subsidiaryDetails.subsidiaries.map((business) => ({
      id: business.id,
      name: business.name,
      merchantId: business.id,
    })),
    activeBusinessId: active?.id ?? '',
    status: active?.status ?? '',
    onboardingState: active?.verificationStatus ?? active?.status ?? '',
    hasOnboardRoute: profile.routeToGetStarted,
    notifications: profile.notifications.map((item) => ({
      id: item.id,
      sender: item.messageFrom ?? 'Merchant Support',
      text: item.messageText,
      createdAt: item.dateCreated,
    })),
  };
}
