import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { balanceHistoryRows } from '../fixtures';
import { BalanceDetailsDialog } from './BalanceDetailsDialog';

const meta: Meta<typeof BalanceDetailsDialog> = {
  title: 'Screens/Money/BalanceDetailsDialog',
  component: BalanceDetailsDialog,
  args: { open: true, onClose: fn(), item: balanceHistoryRows[0] },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog', { name: 'Balance Details' }));

export const Debit: Story = {
  play: async () => {
    for (const text of [
      'November 22nd 2026, 10:00 am',
      'NGN 25,026.88',
      'Debit',
      'NGN 1,224,973.12',
      'Payout to Chinedu Okafor',
      'WLT-0001',
    ])
      await expect(dialog().getByText(text, { exact: true })).toBeVisible();
    await expect(dialog().getByText('Reference#')).toBeVisible();
  },
};

export const Credit: Story = {
  args: { item: balanceHistoryRows[1] },
  play: async () => {
    await expect(dialog().getByText('Credit')).toBeVisible();
  },
};
