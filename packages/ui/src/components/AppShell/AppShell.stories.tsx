import type { Meta, StoryObj } from '@storybook/react-vite';
import { createContext, useContext, useState, type MouseEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LogOutIcon, UsersIcon } from '../../icons';
import { Banner } from '../Banner';
import { BusinessSwitcher } from '../BusinessSwitcher';
import { Card } from '../Card';
import { CurrencySelect } from '../CurrencySelect';
import { EmptyState } from '../EmptyState';
import { EnvironmentSwitch } from '../EnvironmentSwitch';
import { Link, LinkProvider, type LinkComponentProps } from '../Link';
import { Menu } from '../Menu';
import { NotificationBell } from '../NotificationBell';
import { Sidebar } from '../Sidebar';
import { specMenu } from '../Sidebar/Sidebar.fixtures';
import { TopBar } from '../TopBar';
import { AppShell } from './AppShell';

const SIDEBAR_ID = 'main-sidebar';
const onLogOut = fn();
const onBack = fn();

/** The page name is the last path segment in upper case (spec, Top bar). */
const pageTitle = (path: string) => (path.split('/').filter(Boolean).pop() ?? '').toUpperCase();

/** A stand-in router: links change the path held in state instead of leaving the story. */
const NavigateContext = createContext<(href: string) => void>(() => undefined);

function StoryLink({ href, children, onClick, ...rest }: LinkComponentProps) {
  const navigate = useContext(NavigateContext);
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={go} {...rest}>
      {children}
    </a>
  );
}

function ShellDemo({ initialPath = '/dashboard/business/transactions' }: { initialPath?: string }) {
  const [path, setPath] = useState(initialPath);
  const [business, setBusiness] = useState('sub-1042');
  const [currency, setCurrency] = useState('NGN');
  const [live, setLive] = useState(false);

  return (
    <NavigateContext.Provider value={setPath}>
      <LinkProvider linkComponent={StoryLink}>
        <AppShell
          scrollKey={path}
          sidebar={({ collapsed }) => (
            <Sidebar
              id={SIDEBAR_ID}
              collapsed={collapsed}
              groups={specMenu}
              activeHref={path}
              logo={<strong>{collapsed ? 'M' : 'Merchant'}</strong>}
              businessSwitcher={
                <BusinessSwitcher
                  compact={collapsed}
                  businesses={[
                    { id: 'sub-1042', name: 'Adaeze Foods Ltd', merchantId: 'MRC-1042' },
                    { id: 'sub-2210', name: 'Lagos Logistics', merchantId: 'MRC-2210' },
                  ]}
                  activeId={business}
                  onSwitch={setBusiness}
                />
              }
              currencySelect={
                <CurrencySelect
                  compact={collapsed}
                  currencies={[
                    { shortName: 'NGN', name: 'Nigerian Naira', symbol: '₦' },
                    { shortName: 'USD', name: 'US Dollar', symbol: '$' },
                  ]}
                  value={currency}
                  onChange={setCurrency}
                />
              }
              onboardingLink={
                collapsed ? undefined : (
                  <Link href="/dashboard/getStarted/onboarding">CONTINUE KYC</Link>
                )
              }
            />
          )}
          header={({ collapsed, toggleCollapsed }) => (
            <TopBar
              title={pageTitle(path)}
              onBack={onBack}
              onToggleSidebar={toggleCollapsed}
              sidebarCollapsed={collapsed}
              sidebarId={SIDEBAR_ID}
              environmentSwitch={<EnvironmentSwitch live={live} onToggle={() => setLive(!live)} />}
              notifications={
                <NotificationBell
                  now="2024-03-10T12:00:00Z"
                  notifications={[
                    {
                      id: 1,
                      messageFrom: 'Settlements',
                      messageText: 'Your settlement has been paid.',
                      dateCreated: '2024-03-10T11:00:00Z',
                    },
                  ]}
                />
              }
              userMenu={
                <Menu
                  variant="icon"
                  label="Account menu"
                  icon={<UsersIcon size={20} />}
                  items={[{ label: 'Log Out', icon: <LogOutIcon size={16} />, onSelect: onLogOut }]}
                />
              }
            />
          )}
        >
          <div style={{ display: 'grid', gap: 16 }}>
            {!live && (
              <Banner tone="orange" title="Test mode">
                You are in test mode. Complete onboarding to request to go live.
              </Banner>
            )}
            <Card title="Overview">
              <EmptyState message="You currently do not have any transactions" />
            </Card>
            {Array.from({ length: 12 }, (_, index) => (
              <Card key={index} title={`Section ${index + 1}`} headingLevel={3}>
                Content that makes the page tall enough to scroll under the sticky header.
              </Card>
            ))}
          </div>
        </AppShell>
      </LinkProvider>
    </NavigateContext.Provider>
  );
}

const meta: Meta<typeof ShellDemo> = {
  title: 'UI/Shell/AppShell',
  component: ShellDemo,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const shellRoot = (canvasElement: HTMLElement) => {
  const root = canvasElement.querySelector<HTMLElement>('[data-collapsed]');
  if (!root) throw new Error('AppShell root not found');
  return root;
};
const sidebarColumn = (canvasElement: HTMLElement) =>
  getComputedStyle(shellRoot(canvasElement)).gridTemplateColumns.split(' ')[0];

/** Wide screen: the sidebar is open at 250px beside a 74px sticky header. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(sidebarColumn(canvasElement)).toBe('250px'));
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(74);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('TRANSACTIONS');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Merchant ID')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Test mode');
  },
};

export const CollapseWithToggle: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-controls', SIDEBAR_ID);

    await userEvent.click(toggle);

    await expect(toggle).toHaveAccessibleName('Expand sidebar');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(sidebarColumn(canvasElement)).toBe('72px'));
    await expect(canvas.getByRole('link', { name: 'Customers' })).toHaveAccessibleDescription(
      'Customers',
    );
    await expect(canvas.queryByText('Merchant ID')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await waitFor(() => expect(sidebarColumn(canvasElement)).toBe('250px'));
  },
};

/** Medium-width screen (1200px): the sidebar starts collapsed and the toggle opens it. */
export const MediumScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.matchMedia('(max-width: 1279px)').matches).toBe(true);
    await expect(shellRoot(canvasElement)).toHaveAttribute('data-collapsed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(shellRoot(canvasElement)).toHaveAttribute('data-collapsed', 'false');
  },
};

export const NavigateScrollsToTop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    const scroller = header.parentElement;
    if (!scroller) throw new Error('No scroll container');
    scroller.scrollTo({ top: 600 });
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    // The header stays put while the content scrolls under it.
    await expect(header.getBoundingClientRect().top).toBe(0);

    await userEvent.click(canvas.getByRole('link', { name: 'Customers' }));

    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('CUSTOMERS');
    await expect(canvas.getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Transactions' })).not.toHaveAttribute(
      'aria-current',
    );
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
  },
};

export const SwitchToLive: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveTextContent('Test mode');
    await userEvent.click(canvas.getByRole('switch', { name: 'Live mode' }));
    await expect(canvas.getByRole('switch', { name: 'Live mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByRole('main')).not.toHaveTextContent('Test mode');
  },
};

export const LogOutFromUserMenu: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(onLogOut).toHaveBeenCalledTimes(1);
  },
};
