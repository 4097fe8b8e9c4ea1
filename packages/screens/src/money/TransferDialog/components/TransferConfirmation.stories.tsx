import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bankPayoutInstruction as instruction, payoutWallets } from '../../fixtures';
import { TransferConfirmation } from './TransferConfirmation';

const meta: Meta<typeof TransferConfirmation> = {
  title: 'Screens/Money/TransferDialog/TransferConfirmation',
  component: TransferConfirmation,
  args: {
    instruction,
    fee: 26.88,
    wallet: payoutWallets[0],
    onConfirm: fn(),
    onBack: fn(),
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Transfer summary' }));

/** Every detail of the payout, the total debit, and Send hands the instruction on once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const review = summary(canvasElement);
    for (const text of [
      'Chinedu Okafor',
      '0123456789',
      'Guaranty Trust Bank',
      'NGN 25,000.00',
      'NGN 26.88',
      'NGN 25,026.88',
      'Invoice 44',
    ])
      await expect(review.getByText(text)).toBeVisible();
    await expect(review.queryByText('More than the available balance')).toBeNull();
    const send = review.getByRole('button', { name: 'Send NGN 25,000.00' });
    await userEvent.dblClick(send);
    await userEvent.click(send);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(instruction);
  },
};

export const Back: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(summary(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the payout is in flight, Send is busy and Back is disabled. */
export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async ({ args, canvasElement }) => {
    const review = summary(canvasElement);
    await expect(review.getByRole('button', { name: 'Back' })).toBeDisabled();
    const send = review.getByRole('button', { name: 'Send NGN 25,000.00' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The server's refusal shows as an alert, and Send can be tried again. */
export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Insufficient balance to complete this payout' },
  play: async ({ args, canvasElement }) => {
    const review = summary(canvasElement);
    await expect(review.getByRole('alert')).toHaveTextContent(
      'Insufficient balance to complete this payout',
    );
    await userEvent.click(review.getByRole('button', { name: 'Send NGN 25,000.00' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(instruction);
  },
};

/** Amount plus fee above the wallet's balance: a warning, but Send is still offered. */
export const MoreThanAvailableBalance: Story = {
  args: { instruction: { ...instruction, amount: 2_450_000 }, fee: 53.75 },
  play: async ({ canvasElement }) => {
    const review = summary(canvasElement);
    await expect(review.getByText('More than the available balance')).toBeVisible();
    await expect(
      review.getByText(
        'The NGN wallet holds NGN 2,450,000.00. The payout will fail unless the wallet is funded first.',
      ),
    ).toBeVisible();
    await expect(review.getByRole('button', { name: 'Send NGN 2,450,000.00' })).toBeEnabled();
  },
};
