import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildRoleDetails, PERMISSION_CHOICES, ROLE_TABS } from '../fixtures';
import { RolesScreen } from './RolesScreen';

const meta: Meta<typeof RolesScreen> = {
  title: 'Screens/Settings/Roles',
  component: RolesScreen,
  args: {
    roles: { status: 'ready', data: ROLE_TABS },
    selectedRoleId: '9',
    onSelectRole: fn(),
    details: { status: 'ready', data: buildRoleDetails() },
    permissions: PERMISSION_CHOICES,
    onCreateRole: fn(),
    onEditRole: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Administrator (1 user)',
      'Operations (3 users)',
      'Finance (0 users)',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Administrator (1 user)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('heading', { name: 'Administrator' })).toBeVisible();
    await expect(canvas.getByText('Full access to the business')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Permissions of Administrator' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['View dashboard', 'View transactions', 'Treat chargebacks']);
    await userEvent.click(canvas.getByRole('tab', { name: 'Operations (3 users)' }));
    await expect(args.onSelectRole).toHaveBeenCalledWith('10');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit role' }));
    await expect(args.onEditRole).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Create custom role' }));
    await expect(args.onCreateRole).toHaveBeenCalledTimes(1);
  },
};

export const RoleWithoutPermissions: Story = {
  args: { details: { status: 'ready', data: buildRoleDetails({ permissionIds: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No permissions')).toBeVisible();
  },
};

export const DetailsLoading: Story = { args: { details: { status: 'loading' } } };

export const Loading: Story = { args: { roles: { status: 'loading' } } };

export const Error: Story = {
  args: { roles: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unexpected Error!')).toBeVisible();
  },
};
