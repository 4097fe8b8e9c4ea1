import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildTeamUser, listOf } from '../fixtures';
import { USERS_EMPTY_TEXT, UsersListScreen } from './UsersListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory, errorStory, listControlArgs } from '../../list/fixtures/stateStories';

const users = [
  buildTeamUser(),
  buildTeamUser({ id: '4102', name: 'Tunde Bakare', email: 'tunde@bakare.ng', status: 'New' }),
  buildTeamUser({ id: '4103', name: 'Bisi Ade', email: 'bisi@lagosfresh.ng', status: 'Inactive' }),
];

const meta: Meta<typeof UsersListScreen> = {
  title: 'Screens/Settings/UsersList',
  component: UsersListScreen,
  args: {
    data: listOf(users),
    ...listControlArgs(),
    onCreateUser: fn(),
    onUpdateRole: fn(),
    onToggleActive: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const rowWith = (root: HTMLElement, text: string) => {
  const table = within(within(root).getByRole('table', { name: 'Users' }));
  const row = table.getByText(text).closest('tr');
  if (!row) throw new TypeError(`No row shows ${text}`);
  return within(row);
};
const openMenu = async (root: HTMLElement, email: string) => {
  await userEvent.click(rowWith(root, email).getByRole('button', { name: `Actions for ${email}` }));
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Users (3)' })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
    for (const header of [
      'Date Created',
      'Name',
      'Email Address',
      'Mobile Number',
      'Role',
      'Added By',
      'Status',
    ]) {
      await expect(headers.some((text) => text.includes(header))).toBe(true);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Create New User' }));
    await expect(args.onCreateUser).toHaveBeenCalledTimes(1);
  },
};

const statusStory = (email: string, status: string, tone: string, action: string): Story => ({
  play: async ({ canvasElement, args }) => {
    const badge = rowWith(canvasElement, email).getByText(status).closest('[data-tone]');
    await expect(badge).toHaveAttribute('data-tone', tone);
    await openMenu(canvasElement, email);
    await userEvent.click(await page().findByRole('menuitem', { name: action }));
    const user = users.find((candidate) => candidate.email === email);
    await expect(args.onToggleActive).toHaveBeenCalledWith(user, action === 'Activate');
  },
});

export const ActiveDeactivates = statusStory(
  'ngozi@lagosfresh.ng',
  'Active',
  'green',
  'Deactivate',
);
export const NewDeactivates = statusStory('tunde@bakare.ng', 'New', 'orange', 'Deactivate');
export const InactiveActivates = statusStory('bisi@lagosfresh.ng', 'Inactive', 'red', 'Activate');

export const UpdateRole: Story = {
  play: async ({ canvasElement, args }) => {
    await openMenu(canvasElement, 'ngozi@lagosfresh.ng');
    await userEvent.click(await page().findByRole('menuitem', { name: 'Update Role' }));
    await expect(args.onUpdateRole).toHaveBeenCalledWith(users[0]);
  },
};

export const Empty: Story = emptyStory(listOf([]), USERS_EMPTY_TEXT);

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Error: Story = errorStory();

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
