import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildChargebackRow, STORY_NOW } from '../fixtures';
import { ChargebackSummaryDialog } from './ChargebackSummaryDialog';

const meta: Meta<typeof ChargebackSummaryDialog> = {
  title: 'Screens/Chargebacks/ChargebackSummaryDialog',
  component: ChargebackSummaryDialog,
  args: {
    open: true,
    chargeback: buildChargebackRow(),
    onClose: fn(),
    onTreat: fn(),
    onOpenDetails: fn(),
    now: STORY_NOW,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(within(document.body).getByRole('dialog', { name: 'Chargeback details' }));

export const PendingCanBeTreated: Story = {
  play: async ({ args }) => {
    await expect(dialog().getAllByText('NGN 45,000.00')).toHaveLength(2);
    await expect(dialog().getByText('3 days left')).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Treat Chargeback' }));
    await expect(args.onTreat).toHaveBeenCalledWith(args.chargeback);
  },
};

export const NewCanBeTreated: Story = {
  args: { chargeback: buildChargebackRow({ status: 'New' }) },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Treat Chargeback' })).toBeVisible();
  },
};

export const WonCannotBeTreated: Story = {
  args: { chargeback: buildChargebackRow({ status: 'Won' }) },
  play: async ({ args }) => {
    await expect(dialog().queryByRole('button', { name: 'Treat Chargeback' })).toBeNull();
    await userEvent.click(dialog().getByRole('button', { name: 'Open details page' }));
    await expect(args.onOpenDetails).toHaveBeenCalledWith(args.chargeback);
  },
};

export const AwaitingResponseCannotBeTreated: Story = {
  args: { chargeback: buildChargebackRow({ status: 'Awaiting Response' }) },
  play: async () => {
    await expect(dialog().queryByRole('button', { name: 'Treat Chargeback' })).toBeNull();
  },
};
