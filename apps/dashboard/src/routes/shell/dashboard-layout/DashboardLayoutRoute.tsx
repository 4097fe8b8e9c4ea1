import { memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  merchantMessage,
  revalidate,
  onboardingKeys,
  useCurrencies,
  useOnboardingProgress,
  useProfile,
} from '@merchant/api';
import { DashboardShellScreen, RouteErrorScreen, type DataSaverSwitch } from '@merchant/screens';
import { DataSaverProvider, Skeleton } from '@merchant/ui';
import { LazyKeyboardShortcuts } from '../../../app/afterPaint';
import { DashboardNetwork } from '../../../app/offline/DashboardNetwork';
import { KeptAnswersStamp } from '../../../app/offline/KeptAnswersStamp';
import { PagePaintedContext } from '../../../app/pagePainted';
import { PendingWorkEntry } from '../../../app/pendingWork/PendingWorkEntry';
import { useContextSwitches } from '../../../session/useContextSwitches';
import { useDataSaverPreference } from '../../../session/dataSaver';
import { DisplayCurrencyProvider, useDisplayCurrency } from '../../../session/displayCurrency';
import { toProfileView, type ProfileView } from '../../../session/profileView';
import { useSignOut } from '../../../session/useSignOut';
import { LazySearchPalette } from './LazySearchPalette';

/** What the shell is given while /me cannot be read; it shows none of it (`profileUnavailable`). */
const UNREAD_PROFILE: ProfileView = {
  environment: 'Test',
  businesses: [],
  activeBusinessId: '',
  status: '',
  onboardingState: '',
  hasOnboardRoute: false,
  notifications: [],
};

/**
 * The shell renders again only when what it shows changes. The frame also renders when the page
 * has painted, with nothing new for the shell, and re-rendering the whole top bar then would land
 * in the middle of every page's load.
 */
const Shell = memo(DashboardShellScreen);

function DashboardFrame({ dataSaver }: { dataSaver: DataSaverSwitch }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const profile = useProfile();
  // What the shell does not wait for is read once the page has painted (earlyReads.ts).
  const [painted, setPainted] = useState(false);
  const pagePainted = useCallback(() => setPainted(true), []);
  const currencies = useCurrencies(painted);
  const { onToggleEnvironment, onSwitchBusiness, environmentPending } = useContextSwitches();
  const { currency, setCurrency } = useDisplayCurrency();
  useOnboardingProgress(painted);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const closeSearch = useCallback(() => setSearchOpen(false), []);

  // The spec requests the onboarding progress on every dashboard route change. The first route's
  // request is the read above, once the page has painted: asking again on mount sent it twice.
  const progressReadAt = useRef(pathname);
  useEffect(() => {
    if (progressReadAt.current === pathname) return;
    progressReadAt.current = pathname;
    void revalidate(onboardingKeys.all);
  }, [pathname]);

  // A profile that cannot be read (an error status, a body the schema rejects) keeps the session:
  // the shell stays, the page says so with 'Try again', and what failed goes to the console:
  // method, path and status only (an error's cause may hold the request's headers).
  useEffect(() => {
    const error = profile.error;
    if (!error) return;
    const { kind, method, path, status } = error;
    console.error(`[dashboard] the profile (/me) could not be read: ${error.message}`, {
      kind,
      method,
      path,
      status,
    });
  }, [profile.error]);

  const view = useMemo(
    () => (profile.data ? toProfileView(profile.data) : UNREAD_PROFILE),
    [profile.data],
  );
  const currencyOptions = useMemo(
    () =>
      (currencies.data ?? []).map(({ shortName, name, symbol }) => ({ shortName, name, symbol })),
    [currencies.data],
  );
  const onBack = useCallback(() => navigate(-1), [navigate]);
  const pendingWork = useMemo(() => <PendingWorkEntry painted={painted} />, [painted]);
  const { environment } = view;
  const { mutate } = profile;
  const page = useMemo(
    () =>
      profile.data ? (
        <PagePaintedContext.Provider value={pagePainted}>
          <KeptAnswersStamp />
          <Outlet />
        </PagePaintedContext.Provider>
      ) : (
        <RouteErrorScreen message={merchantMessage(profile.error)} onRetry={() => void mutate()} />
      ),
    [profile.data, profile.error, pagePainted, mutate],
  );

  if (!profile.data && !profile.error) return <Skeleton height={74} />;

  return (
    <>
      <Shell
        pathname={pathname}
        onBack={onBack}
        environment={environment}
        environmentPending={environmentPending}
        onToggleEnvironment={onToggleEnvironment}
        notifications={view.notifications}
        pendingWork={pendingWork}
        onLogout={signOut}
        dataSaver={dataSaver}
        businesses={view.businesses}
        activeBusinessId={view.activeBusinessId}
        onSwitchBusiness={onSwitchBusiness}
        currency={currency}
        currencies={currencyOptions}
        onCurrencyChange={setCurrency}
        onboardingState={view.onboardingState}
        hasOnboardRoute={view.hasOnboardRoute}
        profileUnavailable={!profile.data}
        onSearch={openSearch}
      >
        {page}
      </Shell>
      <LazySearchPalette open={searchOpen} onClose={closeSearch} />
      {painted && (
        <Suspense fallback={null}>
          <LazyKeyboardShortcuts onSearch={openSearch} />
        </Suspense>
      )}
    </>
  );
}

/** Everything under /dashboard: the shell, the session's profile and the global settings. */
export function DashboardLayoutRoute() {
  const dataSaver = useDataSaverPreference();
  const { choice, setChoice } = dataSaver;
  const dataSaverSwitch = useMemo(() => ({ on: choice, onChange: setChoice }), [choice, setChoice]);
  return (
    <DashboardNetwork>
      <DataSaverProvider value={dataSaver.on}>
        <DisplayCurrencyProvider>
          <DashboardFrame dataSaver={dataSaverSwitch} />
        </DisplayCurrencyProvider>
      </DataSaverProvider>
    </DashboardNetwork>
  );
}
