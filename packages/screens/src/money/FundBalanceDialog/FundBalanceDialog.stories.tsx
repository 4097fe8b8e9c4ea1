import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FUND_UNAVAILABLE, FundBalanceDialog } from './FundBalanceDialog';

const meta: Meta<typeof FundBalanceDialog> = {
  title: 'Screens/Money/FundBalanceDialog',
  component: FundBalanceDialog,
  args: {
    open: true,
    onClose: fn(),
    currencies: ['NGN', 'USD'],
    account: {
      bankName: 'Wema Bank',
      accountNumber: '9912345678',
      accountName: 'Lagos Fresh Foods',
    },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Fund has no call in the spec: disabled, with the reason as its description. */
export const FundUnavailable: Story = {
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Fund balance' }));
    await expect(
      dialog.getByRole('combobox', { name: 'Which balance do you want to fund?' }),
    ).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Funding amount' }), '250000');
    await expect(dialog.getByRole('textbox', { name: 'Funding amount' })).toHaveValue('250,000');
    const fund = dialog.getByRole('button', { name: 'Fund' });
    await expect(fund).toBeDisabled();
    await expect(fund).toHaveAccessibleDescription(FUND_UNAVAILABLE);
  },
};
