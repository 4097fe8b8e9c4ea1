import { AppShell, BusinessSwitcher, CurrencySelect, Sidebar } from '@merchant/ui';
import type { ReactNode } from 'react';
import { activeMenuHref, dashboardMenu } from '../menu';
import { onboardingLink, type ShellOnboardingState } from '../onboardingLink';
import type {
  DashboardEnvironment,
  ShellBusiness,
  ShellCurrency,
  ShellNotification,
} from '../types';
import { OnboardingNavLink } from './components/OnboardingNavLink';
import { toSidebarGroups } from './components/sidebarGroups';
import { ShellTopBar } from './components/ShellTopBar';
import { TestModeBanner } from './components/TestModeBanner';
import type { DataSaverSwitch } from './components/UserMenu';
import { PageStack } from './DashboardShellScreen.styles';

export interface DashboardShellScreenProps {
  /** The current path: it selects the menu item, names the page and scrolls the content to the top. */
  pathname: string;
  /** The page. */
  children: ReactNode;
  /** The back arrow. */
  onBack: () => void;

  /** The environment in use; Test shows the test-mode banner on every page. */
  environment: DashboardEnvironment;
  /** Flips between Test and Live. */
  onToggleEnvironment: () => void;
  /** While the switch is in flight (the app reloads after it): the switch is disabled. */
  environmentPending?: boolean;

  /** The user's notifications, newest first. */
  notifications: readonly ShellNotification[];
  /** 'What needs you' in the top bar, before the bell (the app reads its counts). */
  pendingWork?: ReactNode;
  /** Reference time for relative times ('2 hours ago'); now by default, fixed in stories. */
  now?: string;

  /** Name of the signed-in user, read out with the avatar menu. */
  userName?: string;
  /** 'Log Out' in the avatar menu. */
  onLogout: () => void;
  /** The 'Data saver' switch in the avatar menu; omitted, the menu holds 'Log Out' alone. */
  dataSaver?: DataSaverSwitch;

  /** Every business of this login. */
  businesses: readonly ShellBusiness[];
  /** Id of the business in use. */
  activeBusinessId: string;
  /** Called with the id of the business chosen in the switcher. */
  onSwitchBusiness: (id: string) => void;

  /** Short name of the display currency, e.g. 'USD'. */
  currency: string;
  /** The currencies on offer. */
  currencies: readonly ShellCurrency[];
  /** Called with the short name of the chosen currency. */
  onCurrencyChange: (shortName: string) => void;

  /** Onboarding state of the default business; decides the onboarding link. */
  onboardingState: ShellOnboardingState;
  /** Whether the profile carries a get-started route. */
  hasOnboardRoute: boolean;

  /**
   * The profile (/me) could not be read: what depends on it (business switcher, environment
   * switch and test-mode banner, onboarding link, notifications) is left out rather than guessed;
   * the menu, the currency and the account menu stay, and the page shows the error.
   */
  profileUnavailable?: boolean;

  /** Opens the search (the top bar's search button); the button is hidden without it. */
  onSearch?: () => void;

  /** Forces the sidebar open or collapsed; by default the screen width and the toggle decide. */
  collapsed?: boolean;
  /** Called with the new collapse state when the toggle is pressed. */
  onCollapsedChange?: (collapsed: boolean) => void;
}

const SIDEBAR_ID = 'dashboard-sidebar';
const sidebarGroups = toSidebarGroups(dashboardMenu);

/**
 * The frame of every dashboard page: the menu with business, currency and onboarding controls,
 * the top bar with page name, environment, notifications and account menu, the test-mode banner,
 * and the page itself.
 */
export function DashboardShellScreen({
  pathname,
  children,
  onBack,
  environment,
  onToggleEnvironment,
  environmentPending = false,
  notifications,
  pendingWork,
  now,
  userName,
  onLogout,
  dataSaver,
  businesses,
  activeBusinessId,
  onSwitchBusiness,
  currency,
  currencies,
  onCurrencyChange,
  onboardingState,
  hasOnboardRoute,
  profileUnavailable = false,
  onSearch,
  collapsed,
  onCollapsedChange,
}: DashboardShellScreenProps) {
  const link = profileUnavailable
    ? null
    : onboardingLink({ state: onboardingState, hasOnboardRoute });
  return (
    <AppShell
      collapsed={collapsed}
      onCollapsedChange={onCollapsedChange}
      scrollKey={pathname}
      sidebar={(shell) => (
        <Sidebar
          id={SIDEBAR_ID}
          groups={sidebarGroups}
          activeHref={activeMenuHref(pathname)}
          collapsed={shell.collapsed}
          businessSwitcher={
            profileUnavailable ? undefined : (
              <BusinessSwitcher
                businesses={businesses}
                activeId={activeBusinessId}
                onSwitch={onSwitchBusiness}
                compact={shell.collapsed}
              />
            )
          }
          currencySelect={
            <CurrencySelect
              currencies={currencies}
              value={currency}
              onChange={onCurrencyChange}
              compact={shell.collapsed}
            />
          }
          onboardingLink={
            link ? <OnboardingNavLink link={link} compact={shell.collapsed} /> : undefined
          }
        />
      )}
      header={(shell) => (
        <ShellTopBar
          {...shell}
          pathname={pathname}
          sidebarId={SIDEBAR_ID}
          onBack={onBack}
          environment={environment}
          onToggleEnvironment={onToggleEnvironment}
          environmentPending={environmentPending}
          notifications={notifications}
          pendingWork={pendingWork}
          now={now}
          userName={userName}
          onLogout={onLogout}
          dataSaver={dataSaver}
          profileUnavailable={profileUnavailable}
          onSearch={onSearch}
        />
      )}
    >
      <PageStack>
        {!profileUnavailable && environment === 'Test' && <TestModeBanner />}
        {children}
      </PageStack>
    </AppShell>
  );
}
