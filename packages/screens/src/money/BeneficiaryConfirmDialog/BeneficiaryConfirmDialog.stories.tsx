import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { beneficiaryRows } from '../fixtures';
import { BeneficiaryConfirmDialog } from './BeneficiaryConfirmDialog';

const meta: Meta<typeof BeneficiaryConfirmDialog> = {
  title: 'Screens/Money/BeneficiaryConfirmDialog',
  component: BeneficiaryConfirmDialog,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    action: 'Resolve',
    beneficiary: beneficiaryRows[0],
    confirming: false,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(document.body).getByRole('alertdialog', { name });

export const Resolve: Story = {
  play: async ({ args }) => {
    const confirm = dialog('ARE YOU SURE YOU WANT TO Resolve?');
    await expect(confirm).toHaveAccessibleDescription(
      'Chinedu Okafor, Bank 0123456789, Guaranty Trust Bank.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Resolve' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(beneficiaryRows[0]);
  },
};

export const Delete: Story = {
  args: { action: 'Delete', beneficiary: beneficiaryRows[2] },
  play: async ({ args }) => {
    const confirm = dialog('ARE YOU SURE YOU WANT TO Delete?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { action: 'Delete', confirming: true },
  play: async ({ args }) => {
    await userEvent.click(
      within(dialog('ARE YOU SURE YOU WANT TO Delete?')).getByRole('button', { name: /Delete/ }),
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
