import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@merchant/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { moneyWallets, ngnWallet } from '../../fixtures';
import { WalletCard } from './WalletCard';

const onTopUp = fn();

const meta: Meta<typeof WalletCard> = {
  title: 'Screens/Money/Balances/WalletCard',
  component: WalletCard,
  args: { wallet: ngnWallet },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The NGN wallet: its funding account, available and ledger balances. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('group', { name: 'NGN Balance' }));
    await expect(card.getByRole('heading', { name: 'NGN Balance' })).toBeVisible();
    await expect(card.getByText('Lagos Fresh Foods · 9912345678')).toBeVisible();
    await expect(card.getByText('Available balance').nextElementSibling).toHaveTextContent(
      'NGN 2,450,000.00',
    );
    await expect(card.getByText('Ledger balance').nextElementSibling).toHaveTextContent(
      'NGN 2,610,500.00',
    );
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/** The action slot holds the Top Up button at the top right. */
export const WithTopUp: Story = {
  args: {
    action: (
      <Button size="sm" onClick={() => onTopUp(ngnWallet)}>
        Top Up
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Top Up' }));
    await expect(onTopUp).toHaveBeenCalledWith(ngnWallet);
  },
};

/** A wallet without a funding account says so. */
export const NoFundingAccount: Story = {
  args: { wallet: moneyWallets[1] },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('group', { name: 'GBP Balance' }));
    await expect(card.getByText('No funding account')).toBeVisible();
    await expect(card.getAllByText('GBP 850.20')).toHaveLength(2);
  },
};

/** An empty wallet shows zero balances. */
export const Empty: Story = {
  args: { wallet: { ...ngnWallet, availableBalance: 0, ledgerBalance: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('NGN 0.00')).toHaveLength(2);
  },
};
