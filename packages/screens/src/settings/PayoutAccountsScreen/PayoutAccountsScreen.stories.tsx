import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listOf, PAYOUT_ACCOUNTS } from '../fixtures';
import type { ListData } from '../../list';
import type { RemoteData } from '../../types';
import type { PayoutBankAccount } from '../types';
import { PayoutAccountsScreen, PAYOUT_ACCOUNTS_EMPTY_TEXT } from './PayoutAccountsScreen';
import { phoneStory } from '../../list/fixtures/phone';

/** The bank accounts list as the app's list hook hands it. */
const accountsView = (data: RemoteData<ListData<PayoutBankAccount>>) => ({
  data,
  sort: null,
  onSortChange: fn(),
  pagination: { pageIndex: 0, pageSize: 10 },
  onPaginationChange: fn(),
});

const meta: Meta<typeof PayoutAccountsScreen> = {
  title: 'Screens/Settings/PayoutAccounts',
  component: PayoutAccountsScreen,
  args: {
    destination: { status: 'ready', data: 'wallet' },
    onDestinationChange: fn(),
    destinationState: 'idle',
    accounts: accountsView(listOf(PAYOUT_ACCOUNTS)),
    onAddAccount: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('radiogroup', {
      name: 'Which account would you like to get your earnings?',
    });
    await expect(
      within(question).getByRole('radio', { name: 'Settle to Available Balance' }),
    ).toBeChecked();
    const table = canvas.getByRole('table', { name: 'Bank accounts' });
    await expect(within(table).getByText('0123456789')).toBeVisible();
    await expect(within(table).getAllByText('LAGOS FRESH FOODS LTD')).toHaveLength(2);
    await expect(within(table).getByText('Access Bank')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a bank account' }));
    await expect(args.onAddAccount).toHaveBeenCalledTimes(1);
  },
};

export const SettleToBank: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Settle to bank' }));
    await expect(args.onDestinationChange).toHaveBeenCalledWith('bank');
    await expect(args.onDestinationChange).toHaveBeenCalledTimes(1);
  },
};

export const SavingDestination: Story = {
  args: { destinationState: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Settle to bank' }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { accounts: accountsView(listOf([])) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(PAYOUT_ACCOUNTS_EMPTY_TEXT)).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    destination: { status: 'loading' },
    accounts: accountsView({ status: 'loading' }),
  },
};

export const Error: Story = {
  args: {
    destination: { status: 'error', message: 'Unexpected Error!', onRetry: fn() },
    accounts: accountsView({ status: 'error', message: 'Unexpected Error!', onRetry: fn() }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Unexpected Error!')).toHaveLength(2);
  },
};

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
