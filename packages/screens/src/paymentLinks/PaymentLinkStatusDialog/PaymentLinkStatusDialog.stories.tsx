import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildPaymentLink } from '../fixtures';
import { PaymentLinkStatusDialog } from './PaymentLinkStatusDialog';

const meta: Meta<typeof PaymentLinkStatusDialog> = {
  title: 'Screens/PaymentLinks/PaymentLinkStatusDialog',
  component: PaymentLinkStatusDialog,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    link: buildPaymentLink(),
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const confirm = async (name: string) =>
  within(await within(document.body).findByRole('alertdialog', { name }));

/** An active link is deactivated with action 'disable', once however often Confirm is pressed. */
export const Deactivate: Story = {
  play: async ({ args }) => {
    const dialog = await confirm('Deactivate payment link?');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Deactivate' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('disable');
  },
};

export const Activate: Story = {
  args: { link: buildPaymentLink({ isActive: false }) },
  play: async ({ args }) => {
    const dialog = await confirm('Activate payment link?');
    await userEvent.click(dialog.getByRole('button', { name: 'Activate' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('activate');
  },
};

/** Cancel has the focus and sends nothing. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await confirm('Deactivate payment link?');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async ({ args }) => {
    const dialog = await confirm('Deactivate payment link?');
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
