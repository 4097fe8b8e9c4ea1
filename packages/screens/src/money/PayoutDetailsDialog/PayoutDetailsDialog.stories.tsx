import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildPayoutRow } from '../fixtures';
import { PayoutDetailsDialog } from './PayoutDetailsDialog';

const meta: Meta<typeof PayoutDetailsDialog> = {
  title: 'Screens/Money/PayoutDetailsDialog',
  component: PayoutDetailsDialog,
  args: { open: true, onClose: fn(), onVerify: fn(), payout: buildPayoutRow() },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog', { name: 'Payout Details' }));

export const Successful: Story = {
  play: async () => {
    for (const text of [
      'November 20th 2026, 9:15 am',
      'Successful',
      'Guaranty Trust Bank',
      'NGN 53.75',
      'November 20th 2026, 9:25 am',
      'NGN 250,000.00',
      'Single',
      'Adaeze Okafor',
      '0123456789',
      'Chinedu Okafor',
      'BTR-7Q2L9X',
      'PYT-4K8M2Z',
    ])
      await expect(dialog().getByText(text)).toBeVisible();
    // No approver yet: 'N/A'.
    await expect(dialog().getByText('Approver').nextElementSibling).toHaveTextContent('N/A');
    await expect(dialog().queryByRole('button', { name: 'Verify Payout' })).toBeNull();
  },
};

export const AwaitingVerification: Story = {
  args: {
    payout: buildPayoutRow({
      status: 'Awaiting Verification',
      dateSettled: undefined,
      amount: 1_250_000,
    }),
  },
  play: async ({ args }) => {
    await expect(dialog().getByText('Awaiting Verification')).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Verify Payout' }));
    await expect(args.onVerify).toHaveBeenCalledWith(args.payout);
  },
};

export const ResendingOtp: Story = {
  args: {
    payout: buildPayoutRow({ status: 'Awaiting Verification' }),
    verifyState: 'pending',
  },
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: /Verify Payout/ }));
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Approved: Story = {
  args: { payout: buildPayoutRow({ status: 'Approved', approver: 'Chinedu Eze' }) },
  play: async () => {
    await expect(dialog().getByText('Chinedu Eze')).toBeVisible();
  },
};
