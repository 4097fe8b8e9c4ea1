import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  revalidate,
  onboardingKeys,
  useCurrencies,
  useOnboardingProgress,
  useProfile,
  useSetActiveSubsidiary,
  useToggleEnvironment,
} from '@merchant/api';
import { DashboardShellScreen, RouteErrorScreen } from '@merchant/screens';
import { Skeleton } from '@merchant/ui';
import { DisplayCurrencyProvider, useDisplayCurrency } from '../../session/displayCurrency';
import { toProfileView } from '../../session/profileView';
import { useSignOut } from '../../session/useSignOut';

/** The spec reloads the page 200 ms after the environment toggle. */
const ENVIRONMENT_RELOAD_DELAY_MS = 200;

function DashboardFrame() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const profile = useProfile();
  const currencies = useCurrencies();
  const toggleEnvironment = useToggleEnvironment();
  const switchBusiness = useSetActiveSubsidiary();
  const { currency, setCurrency } = useDisplayCurrency();
  useOnboardingProgress();

  // The spec requests the onboarding progress on every dashboard route change.
  useEffect(() => {
    void revalidate(onboardingKeys.all);
  }, [pathname]);

  if (!profile.data) {
    return profile.error ? (
      <RouteErrorScreen message={profile.error.message} onRetry={() => void profile.mutate()} />
    ) : (
      <Skeleton height={74} />
    );
  }
  const view = toProfileView(profile.data);

  return (
    <DashboardShellScreen
      pathname={pathname}
      onBack={() => navigate(-1)}
      environment={view.environment}
      environmentPending={toggleEnvironment.isMutating}
      onToggleEnvironment={() =>
        void toggleEnvironment.trigger(view.environment).then(
          () => setTimeout(() => window.location.reload(), ENVIRONMENT_RELOAD_DELAY_MS),
          () => undefined,
        )
      }
      notifications={view.notifications}
      onLogout={signOut}
      businesses={view.businesses}
      activeBusinessId={view.activeBusinessId}
      onSwitchBusiness={(id) =>
        void switchBusiness.trigger(id).then(
          () => window.location.reload(),
          () => undefined,
        )
      }
      currency={currency}
      currencies={(currencies.data ?? []).map(({ shortName, name, symbol }) => ({
        shortName,
        name,
        symbol,
      }))}
      onCurrencyChange={setCurrency}
      onboardingState={view.onboardingState}
      hasOnboardRoute={view.hasOnboardRoute}
    >
      <Outlet />
    </DashboardShellScreen>
  );
}

/** Everything under /dashboard: the shell, the session's profile and the global settings. */
export function DashboardLayoutRoute() {
  return (
    <DisplayCurrencyProvider>
      <DashboardFrame />
    </DisplayCurrencyProvider>
  );
}
