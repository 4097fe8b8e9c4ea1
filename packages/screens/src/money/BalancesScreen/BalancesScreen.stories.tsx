import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { moneyWallets, ngnWallet } from '../fixtures';
import { BalancesScreen } from './BalancesScreen';

const meta: Meta<typeof BalancesScreen> = {
  title: 'Screens/Money/Balances',
  component: BalancesScreen,
  args: {
    totals: {
      status: 'ready',
      data: { chargebacks: 186_500, refunds: 74_250.5, nonCompliance: 15_000 },
    },
    wallets: { status: 'ready', data: moneyWallets },
    onTopUp: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole('region', { name: 'Summary' }));
    await expect(summary.getByRole('group', { name: 'Dispute/Chargeback' })).toHaveTextContent(
      'NGN 186,500.00',
    );
    await expect(summary.getByRole('link', { name: 'View chargebacks' })).toHaveAttribute(
      'href',
      '/dashboard/chargeback',
    );
    await expect(summary.getByRole('link', { name: 'See all refunds' })).toHaveAttribute(
      'href',
      '/dashboard/refunds',
    );
    await expect(summary.getAllByText('10%')).toHaveLength(3);

    // Highest available balance first; Top Up only on NGN.
    const wallets = within(canvas.getByRole('region', { name: 'Wallets' }));
    const titles = wallets.getAllByRole('heading', { level: 3 }).map((node) => node.textContent);
    await expect(titles).toEqual(['NGN Balance', 'USD Balance', 'GBP Balance']);
    await expect(wallets.getAllByRole('button', { name: 'Top Up' })).toHaveLength(1);
    const ngn = within(wallets.getByRole('group', { name: 'NGN Balance' }));
    await expect(ngn.getByText('Lagos Fresh Foods · 9912345678')).toBeVisible();
    await userEvent.click(ngn.getByRole('button', { name: 'Top Up' }));
    await expect(args.onTopUp).toHaveBeenCalledWith(ngnWallet);
  },
};

export const Loading: Story = {
  args: { totals: { status: 'loading' }, wallets: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Wallets' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  args: {
    totals: { status: 'error', message: 'Service temporarily unavailable', onRetry: fn() },
    wallets: { status: 'error', message: 'Service temporarily unavailable', onRetry: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const retries = within(canvasElement).getAllByRole('button', { name: 'Try again' });
    await expect(retries).toHaveLength(2);
    await userEvent.click(retries[1] as HTMLElement);
    if (args.wallets.status === 'error') await expect(args.wallets.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: {
    totals: { status: 'ready', data: { chargebacks: 0, refunds: 0, nonCompliance: 0 } },
    wallets: {
      status: 'ready',
      data: moneyWallets.slice(0, 2).map((wallet) => ({
        ...wallet,
        availableBalance: 0,
        ledgerBalance: 0,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('NGN 0.00').length).toBeGreaterThan(0);
  },
};
