import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { cancelStory, confirmDialogArgs, findConfirm, pendingStory } from '../../confirmStories';
import { buildPaymentLink } from '../fixtures';
import { PaymentLinkStatusDialog } from './PaymentLinkStatusDialog';

const meta: Meta<typeof PaymentLinkStatusDialog> = {
  title: 'Screens/PaymentLinks/PaymentLinkStatusDialog',
  component: PaymentLinkStatusDialog,
  args: {
    ...confirmDialogArgs(),
    link: buildPaymentLink(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** An active link is deactivated with action 'disable', once however often Confirm is pressed. */
export const Deactivate: Story = {
  play: async ({ args }) => {
    const dialog = await findConfirm('Deactivate payment link?');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Deactivate' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('disable');
  },
};

export const Activate: Story = {
  args: { link: buildPaymentLink({ isActive: false }) },
  play: async ({ args }) => {
    const dialog = await findConfirm('Activate payment link?');
    await userEvent.click(dialog.getByRole('button', { name: 'Activate' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('activate');
  },
};

/** Cancel has the focus and sends nothing. */
export const Cancel: Story = cancelStory('Deactivate payment link?', { focused: true });

export const Pending: Story = pendingStory('Deactivate payment link?', 'Deactivate');
