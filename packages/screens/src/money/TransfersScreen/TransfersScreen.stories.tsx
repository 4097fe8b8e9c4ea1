import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ngnWallet } from '../fixtures';
import { NO_TRANSFERS_SUGGESTION, NO_TRANSFERS_TITLE, TransfersScreen } from './TransfersScreen';

const meta: Meta<typeof TransfersScreen> = {
  title: 'Screens/Money/Transfers',
  component: TransfersScreen,
  args: {
    currencies: ['NGN', 'USD', 'GBP'],
    currency: 'NGN',
    onCurrencyChange: fn(),
    wallet: { status: 'ready', data: ngnWallet },
    noTransfers: false,
    onMakeTransfer: fn(),
    onFundBalance: fn(),
    list: <p>The payout list</p>,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'NGN' })).toHaveAttribute('aria-selected', 'true');
    const cards = within(canvas.getByRole('region', { name: 'Transfer summary' }));
    await expect(cards.getByRole('group', { name: 'Available Balance' })).toHaveTextContent(
      'NGN 2,450,000.00',
    );
    await expect(cards.getByRole('group', { name: 'Total Transfer' })).toHaveTextContent(
      'NGN 1,325,400.00',
    );
    await expect(cards.getByRole('group', { name: 'Successful Transfers' })).toHaveTextContent(
      '18',
    );
    await expect(canvas.getByText('The payout list')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'USD' }));
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('USD');
    await userEvent.click(canvas.getByRole('button', { name: 'Make a Transfer' }));
    await expect(args.onMakeTransfer).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Fund Balance' }));
    await expect(args.onFundBalance).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { wallet: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Available Balance' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { wallet: { status: 'error', message: 'Service temporarily unavailable', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Service temporarily unavailable')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    noTransfers: true,
    wallet: {
      status: 'ready',
      data: { ...ngnWallet, totalTransfer: 0, successfulTransfer: 0 },
    },
    list: <p>You currently do not have any payouts</p>,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_TRANSFERS_TITLE)).toBeVisible();
    await expect(canvas.getByText(NO_TRANSFERS_SUGGESTION)).toBeVisible();
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Make a Transfer' })[1] as HTMLElement,
    );
    await expect(args.onMakeTransfer).toHaveBeenCalled();
  },
};

export const NoWalletInCurrency: Story = {
  args: { currency: 'GBP', wallet: { status: 'ready', data: undefined } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Available Balance' }),
    ).toHaveTextContent('GBP 0.00');
  },
};
