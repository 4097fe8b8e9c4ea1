import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClipboardIcon, LogOutIcon, SearchIcon, UsersIcon } from '../../icons';
import { EnvironmentSwitch } from '../EnvironmentSwitch';
import { IconButton } from '../IconButton';
import { Menu } from '../Menu';
import { NotificationBell } from '../NotificationBell';
import { PanelButton } from '../PanelButton';
import { TopBar } from './TopBar';

const meta: Meta<typeof TopBar> = {
  title: 'UI/Shell/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'TRANSACTIONS',
    onBack: fn(),
    onToggleSidebar: fn(),
    sidebarCollapsed: false,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'TRANSACTIONS' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);

    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleSidebar).toHaveBeenCalledTimes(1);
  },
};

export const SidebarCollapsed: Story = {
  args: { sidebarCollapsed: true, sidebarId: 'main-sidebar' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Expand sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'main-sidebar');
  },
};

export const WithoutBackOrToggle: Story = {
  args: { onBack: undefined, onToggleSidebar: undefined, title: 'DASHBOARD' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

const onSearch = fn();

/** The search slot comes first at the end of the bar. */
export const WithSearch: Story = {
  args: {
    search: <IconButton label="Search" icon={<SearchIcon size={20} />} onClick={onSearch} />,
  },
  play: async ({ canvasElement }) => {
    const before = onSearch.mock.calls.length;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await expect(onSearch).toHaveBeenCalledTimes(before + 1);
  },
};

const onLogOut = fn();

export const WithUserMenu: Story = {
  args: {
    userMenu: (
      <Menu
        variant="icon"
        label="Account menu for Adaeze Okafor"
        icon={<UsersIcon size={20} />}
        items={[{ label: 'Log Out', icon: <LogOutIcon size={16} />, onSelect: onLogOut }]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Account menu for Adaeze Okafor' }),
    );
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(onLogOut).toHaveBeenCalledTimes(1);
  },
};

const accountMenu = (
  <Menu
    variant="icon"
    label="Account menu for Adaeze Okafor"
    icon={<UsersIcon size={20} />}
    items={[{ label: 'Log Out', icon: <LogOutIcon size={16} />, onSelect: onLogOut }]}
  />
);

/** Whether an element shows all of its text: nothing cut by its own box or by the screen. */
const shownWhole = (element: HTMLElement) =>
  element.scrollWidth <= element.clientWidth &&
  element.getBoundingClientRect().right <= window.innerWidth &&
  getComputedStyle(element).textOverflow !== 'ellipsis';

/**
 * A phone (390 px) with every control the dashboard puts in the bar and the route table's
 * longest page name: the title takes a row of its own under the controls and shows whole.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'COMPLIANCE-INFORMATION',
    menuMode: 'drawer',
    environmentSwitch: <EnvironmentSwitch live={false} onToggle={fn()} />,
    pendingWork: (
      <>
        <IconButton label="Search" icon={<SearchIcon size={20} />} />
        <PanelButton
          label="Work waiting, 4 items"
          icon={<ClipboardIcon size={20} />}
          count={4}
          title="Work waiting"
        >
          <p>Nothing</p>
        </PanelButton>
      </>
    ),
    notifications: <NotificationBell notifications={[]} />,
    userMenu: accountMenu,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'COMPLIANCE-INFORMATION' });
    await expect(title).toBeVisible();
    await expect(shownWhole(title)).toBe(true);
    // Every control stays on the screen beside the title's row.
    for (const button of canvas.getAllByRole('button'))
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
