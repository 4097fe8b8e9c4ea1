import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { cancelStory, confirmDialogArgs, findConfirm, pendingStory } from '../../confirmStories';
import { buildCustomer } from '../fixtures';
import { CustomerStatusDialog } from './CustomerStatusDialog';

const meta: Meta<typeof CustomerStatusDialog> = {
  title: 'Screens/Customers/CustomerStatusDialog',
  component: CustomerStatusDialog,
  args: {
    ...confirmDialogArgs(),
    customer: buildCustomer(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** An active customer is blacklisted, once however often the button is pressed. */
export const Blacklist: Story = {
  play: async ({ args }) => {
    const dialog = await findConfirm('Blacklist customer?');
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
    const dialog = await findConfirm('Whitelist customer?');
    await userEvent.click(dialog.getByRole('button', { name: 'Whitelist' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('whitelist');
  },
};

export const Cancel: Story = cancelStory('Blacklist customer?');

export const Pending: Story = pendingStory('Blacklist customer?', 'Blacklist');
