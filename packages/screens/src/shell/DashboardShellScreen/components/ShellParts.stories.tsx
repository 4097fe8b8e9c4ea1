import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OnboardingNavLink } from './OnboardingNavLink';
import { TEST_MODE_TEXT, TEST_MODE_TITLE, TestModeBanner } from './TestModeBanner';
import { UserMenu } from './UserMenu';

const meta: Meta<typeof UserMenu> = {
  title: 'Screens/Shell/DashboardShell/Parts',
  component: UserMenu,
  args: { userName: 'Adaeze Okafor', onLogout: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const UserMenuLogOut: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Account menu for Adaeze Okafor' }),
    );
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The 'Data saver' switch, before 'Log Out'; its state is read out as checked. */
export const UserMenuDataSaver: Story = {
  args: { dataSaver: { on: false, onChange: fn() } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Account menu for Adaeze Okafor' }),
    );
    const menu = await within(document.body).findByRole('menu');
    const saver = within(menu).getByRole('menuitemcheckbox', { name: 'Data saver' });
    await expect(saver).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(saver);
    await expect(args.dataSaver?.onChange).toHaveBeenCalledWith(true);
  },
};

export const UserMenuWithoutName: Story = {
  args: { userName: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Account menu' })).toBeVisible();
  },
};

export const TestMode: Story = {
  render: () => <TestModeBanner />,
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent(TEST_MODE_TITLE);
    await expect(banner).toHaveTextContent(TEST_MODE_TEXT);
  },
};

export const OnboardingLinkFull: Story = {
  render: () => (
    <OnboardingNavLink
      link={{ label: 'OnBoarding', href: '/dashboard/getStarted' }}
      compact={false}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'OnBoarding' })).toHaveAttribute(
      'href',
      '/dashboard/getStarted',
    );
  },
};

/** Collapsed sidebar: the icon alone, with the label as the link's name. */
export const ContinueKycCompact: Story = {
  render: () => (
    <OnboardingNavLink
      link={{ label: 'CONTINUE KYC', href: '/dashboard/getStarted/onboarding' }}
      compact
    />
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'CONTINUE KYC' });
    await expect(link).toHaveAttribute('href', '/dashboard/getStarted/onboarding');
    await expect(link).not.toHaveTextContent('CONTINUE KYC');
  },
};
