import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LogOutIcon, SearchIcon, UsersIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { Menu } from '../Menu';
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
