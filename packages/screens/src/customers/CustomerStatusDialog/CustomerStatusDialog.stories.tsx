import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildCustomer } from '../fixtures';
import { CustomerStatusDialog } from './CustomerStatusDialog';

const meta: Meta<typeof CustomerStatusDialog> = {
  title: 'Screens/Customers/CustomerStatusDialog',
  component: CustomerStatusDialog,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    customer: buildCustomer(),
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const confirm = async (name: string) =>
  within(await within(document.body).findByRole('alertdialog', { name }));

/** An active customer is blacklisted, once however often the button is pressed. */
export const Blacklist: Story = {
  play: async ({ args }) => {
    const dialog = await confirm('Blacklist customer?');
    await expect(dialog.getByText(/ngozi\.eze@gmail\.com/)).toBeVisible();
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Blacklist' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('blacklist');
  },
};

/** A blacklisted customer is whitelisted. */
export const Whitelist: Story = {
  args: { customer: buildCustomer({ status: 'Blacklisted' }) },
  play: async ({ args }) => {
    const dialog = await confirm('Whitelist customer?');
    await userEvent.click(dialog.getByRole('button', { name: 'Whitelist' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('whitelist');
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await confirm('Blacklist customer?');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async ({ args }) => {
    const dialog = await confirm('Blacklist customer?');
    await userEvent.click(dialog.getByRole('button', { name: 'Blacklist' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
