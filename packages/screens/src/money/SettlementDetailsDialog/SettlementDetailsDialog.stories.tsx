import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { settlementRows } from '../fixtures';
import { SettlementDetailsDialog } from './SettlementDetailsDialog';

const meta: Meta<typeof SettlementDetailsDialog> = {
  title: 'Screens/Money/SettlementDetailsDialog',
  component: SettlementDetailsDialog,
  args: { open: true, onClose: fn(), settlement: settlementRows[1] },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async () => {
    const dialog = within(
      within(document.body).getByRole('dialog', { name: 'Settlement Details' }),
    );
    // The transaction amount reads in NGN (part 2 section 2); the fee in the settlement's currency.
    for (const text of [
      'November 20th 2026, 8:00 am',
      'Pending',
      'Lagos Fresh Foods Ltd',
      'NGN 1,250.00',
      'USD 18.75',
      'USD',
      'STL-0002',
    ])
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  },
};

export const Completed: Story = {
  args: { settlement: settlementRows[0] },
  play: async () => {
    await expect(within(document.body).getByText('Completed')).toBeVisible();
  },
};
