import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  FIXTURE_NOW,
  makeBusiness,
  makeBusinesses,
  makeCurrencies,
  makeNotifications,
} from '../fixtures';
import { NotFoundScreen } from '../NotFoundScreen';
import { PendingWorkButton, PendingWorkPanel } from '../PendingWork';
import { RouteErrorScreen } from '../RouteErrorScreen';
import { DashboardShellScreen } from './DashboardShellScreen';
import { TEST_MODE_TEXT } from './components/TestModeBanner';

const meta: Meta<typeof DashboardShellScreen> = {
  title: 'Screens/Shell/DashboardShell',
  component: DashboardShellScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    pathname: '/dashboard/business/transactions',
    children: <p>Page content</p>,
    onBack: fn(),
    environment: 'Live',
    onToggleEnvironment: fn(),
    notifications: makeNotifications(),
    now: FIXTURE_NOW,
    userName: 'Adaeze Okafor',
    onLogout: fn(),
    businesses: makeBusinesses(),
    activeBusinessId: 'sub-1',
    onSwitchBusiness: fn(),
    currency: 'USD',
    currencies: makeCurrencies(),
    onCurrencyChange: fn(),
    onboardingState: 'Active',
    hasOnboardRoute: true,
    collapsed: false,
    onCollapsedChange: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'TRANSACTIONS' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByText('Adaeze Foods Ltd')).toBeVisible();
    await expect(canvas.getByText('MRC-104392')).toBeVisible();
    await expect(canvas.getByText('Merchant ID')).toBeVisible();
    await expect(canvas.getByText('Page content')).toBeVisible();
    await expect(canvas.queryByText(TEST_MODE_TEXT)).not.toBeInTheDocument();
  },
};

export const Test: Story = {
  args: { environment: 'Test', pathname: '/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'DASHBOARD' })).toBeVisible();
    const banner = canvas.getByText(TEST_MODE_TEXT).closest('[role="status"]');
    await expect(banner).toHaveTextContent(`Test mode${TEST_MODE_TEXT}`);
    await expect(banner).toHaveAttribute('data-tone', 'orange');
  },
};

export const ToggleEnvironment: Story = {
  args: { environment: 'Test' },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Live mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggleEnvironment).toHaveBeenCalledTimes(1);
  },
};

export const EnvironmentSwitching: Story = {
  args: { environmentPending: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Live mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onToggleEnvironment).not.toHaveBeenCalled();
  },
};

export const WithNotifications: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }),
    );
    const panel = await page().findByRole('dialog', { name: 'Notifications' });
    await expect(within(panel).getByText('Compliance team')).toBeVisible();
    await expect(
      within(panel).getByText('Your business registration documents were approved.'),
    ).toBeVisible();
    await expect(within(panel).getByText('2 hours ago')).toBeVisible();
  },
};

export const NoNotifications: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    const panel = await page().findByRole('dialog', { name: 'Notifications' });
    await expect(within(panel).getByText('No New Notification Yet')).toBeVisible();
  },
};

export const SeveralBusinesses: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adaeze Foods Ltd' }));
    const menu = await page().findByRole('menu', { name: 'Switch business' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Lekki Gadgets' }));
    await expect(args.onSwitchBusiness).toHaveBeenCalledWith('sub-2');
  },
};

export const SingleBusiness: Story = {
  args: { businesses: [makeBusiness()] },
};

export const ChangeCurrency: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Currency: USD (US Dollar)' }),
    );
    const menu = await page().findByRole('menu', { name: 'Currency' });
    await expect(within(menu).getByRole('menuitem', { name: /USD \(US Dollar\)/ })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /NGN \(Nigerian Naira\)/ }));
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('NGN');
  },
};

export const LogOut: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Account menu for Adaeze Okafor' }),
    );
    const menu = await page().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The search button opens the search; it says which keys open it too. */
export const WithSearch: Story = {
  args: { onSearch: fn() },
  play: async ({ args, canvasElement }) => {
    const search = within(canvasElement).getByRole('button', { name: 'Search' });
    await expect(search).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await userEvent.click(search);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const BackAndCollapse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
  },
};

export const CollapsedSidebar: Story = {
  args: { collapsed: true, onboardingState: 'New', hasOnboardRoute: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('link', { name: 'CONTINUE KYC' })).toBeInTheDocument();
    await expect(canvas.queryByText('Merchant ID')).not.toBeInTheDocument();
  },
};

export const OnboardingLink: Story = {
  args: { onboardingState: 'New', hasOnboardRoute: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'OnBoarding' })).toHaveAttribute(
      'href',
      '/dashboard/getStarted',
    );
    await expect(canvas.queryByRole('link', { name: 'CONTINUE KYC' })).not.toBeInTheDocument();
  },
};

export const ContinueKycLink: Story = {
  args: { onboardingState: 'Pending-Verification', hasOnboardRoute: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'CONTINUE KYC' })).toHaveAttribute(
      'href',
      '/dashboard/getStarted/onboarding',
    );
    await expect(canvas.queryByRole('link', { name: 'OnBoarding' })).not.toBeInTheDocument();
  },
};

export const PendingApprovalNoLink: Story = {
  args: { onboardingState: 'Pending-Approval', hasOnboardRoute: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'OnBoarding' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'CONTINUE KYC' })).not.toBeInTheDocument();
  },
};

export const ChargebackSubPage: Story = {
  args: { pathname: '/dashboard/chargeback/awaiting-response' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'AWAITING-RESPONSE' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Awaiting response' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'All chargebacks' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const RouteNotBuilt: Story = {
  args: { pathname: '/dashboard/compliance', children: <NotFoundScreen /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page not found')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

const retryRoute = fn();

export const RouteCrashed: Story = {
  args: {
    environment: 'Test',
    children: <RouteErrorScreen message="Something went wrong!" onRetry={retryRoute} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEST_MODE_TEXT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(retryRoute).toHaveBeenCalledTimes(1));
  },
};

const retryProfile = fn();

/** /me could not be read: the shell stays, without guessing what the profile would say. */
export const ProfileUnavailable: Story = {
  args: {
    environment: 'Test',
    pathname: '/dashboard',
    profileUnavailable: true,
    onboardingState: 'New',
    hasOnboardRoute: false,
    children: <RouteErrorScreen message="Unexpected Error!" onRetry={retryProfile} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'DASHBOARD' })).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Live mode' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(TEST_MODE_TEXT)).not.toBeInTheDocument();
    await expect(canvas.queryByText('Merchant ID')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'CONTINUE KYC' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(retryProfile).toHaveBeenCalledTimes(1));
  },
};

const pendingWork = (
  <PendingWorkButton count={3}>
    <PendingWorkPanel work={{ status: 'loading' }} now={new Date(FIXTURE_NOW)} />
  </PendingWorkButton>
);

/**
 * A phone (390 px) on the route table's longest page name, with 'What needs you' in the bar:
 * the title has a row of its own and shows whole.
 */
export const PhoneLongTitle: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    pathname: '/dashboard/settings/compliance-information',
    collapsed: undefined,
    pendingWork,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'COMPLIANCE-INFORMATION' });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'What needs you, 3 waiting' })).toBeVisible();
  },
};
