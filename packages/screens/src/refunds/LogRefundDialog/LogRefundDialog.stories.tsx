import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LogRefundDialog } from './LogRefundDialog';
import { logRefundMessages } from './LogRefundDialog.schema';

const meta: Meta<typeof LogRefundDialog> = {
  title: 'Screens/Refunds/LogRefundDialog',
  component: LogRefundDialog,
  args: { open: true, onClose: fn(), onSubmit: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Log a single refund' }));

export const Submit: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.type(form.getByLabelText(/Transaction reference/), ' PAY-1 ');
    await userEvent.type(form.getByLabelText(/Amount/), '1,500.50');
    await userEvent.type(form.getByLabelText(/Reason/), 'Damaged');
    await userEvent.dblClick(form.getByRole('button', { name: 'Log refund' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      transactionReference: 'PAY-1',
      amount: 1500.5,
      reason: 'Damaged',
    });
  },
};

export const RequiredFields: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Log refund' }));
    await expect(await form.findByText(logRefundMessages.referenceRequired)).toBeVisible();
    await expect(form.getByText(logRefundMessages.amountRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AmountNotANumber: Story = {
  play: async () => {
    const form = await dialog();
    await userEvent.type(form.getByLabelText(/Amount/), 'ten');
    await userEvent.tab();
    await expect(await form.findByText(logRefundMessages.amountPositive)).toBeVisible();
  },
};

export const Pending: Story = { args: { submitState: 'pending' } };

/** A server error shows its message and keeps what was typed. */
export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Transaction not found' },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('alert')).toHaveTextContent('Transaction not found');
  },
};
