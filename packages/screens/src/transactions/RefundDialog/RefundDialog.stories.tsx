import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitState } from '../../types';
import { buildTransaction } from '../fixtures';
import type { RefundValues } from '../types';
import { RefundDialog, type RefundDialogProps } from './RefundDialog';
import { refundMessages } from './RefundDialog.schema';
import { offline } from '../../offlineStory';

const meta: Meta<typeof RefundDialog> = {
  title: 'Screens/Transactions/RefundDialog',
  component: RefundDialog,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    submitState: 'idle',
    transaction: buildTransaction({ amount: 12500, currency: 'NGN' }),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Refund transaction' });
const amountField = () => within(dialog()).getByRole('textbox', { name: /^Amount/ });
const refundButton = () => within(dialog()).getByRole('button', { name: 'Refund' });

export const Prefilled: Story = {
  play: async ({ args }) => {
    await expect(amountField()).toHaveValue('12500.00');
    await expect(amountField()).toHaveFocus();
    await expect(dialog()).toHaveAccessibleDescription(
      'NGN 12,500.00 paid by ada@adastores.ng, reference PAY-20240305-0001.',
    );

    await userEvent.click(refundButton());

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ amount: 12500 }));
  },
};

/** Part 1 section 7: a single refund carries no reason, so the dialog asks for none. */
export const PartialRefundAsksNoReason: Story = {
  play: async ({ args }) => {
    await expect(within(dialog()).getAllByRole('textbox')).toEqual([amountField()]);
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '2,000.50');

    await userEvent.click(refundButton());

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ amount: 2000.5 }));
  },
};

export const EmptyAmountDisables: Story = {
  play: async ({ args }) => {
    await userEvent.clear(amountField());

    await expect(refundButton()).toBeDisabled();
    await userEvent.type(amountField(), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AmountTooLarge: Story = {
  play: async ({ args }) => {
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '12500.01');

    await userEvent.click(refundButton());

    // Part 1 section 5's generic '${label} must be between ${min} and ${max}'.
    await expect(
      await within(dialog()).findByText('Amount must be between NGN 0.01 and NGN 12,500.00'),
    ).toBeVisible();
    await expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AmountZero: Story = {
  play: async ({ args }) => {
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '0');
    await userEvent.tab();

    await expect(
      await within(dialog()).findByText('Amount must be between NGN 0.01 and NGN 12,500.00'),
    ).toBeVisible();
    await userEvent.click(refundButton());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AmountNotANumber: Story = {
  play: async () => {
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '12k');
    await userEvent.tab();

    await expect(await within(dialog()).findByText(refundMessages.amountInvalid)).toBeVisible();
  },
};

/** The app's flow: the first submit turns the dialog 'pending', so the second click is ignored. */
function PendingAfterSubmit(props: RefundDialogProps) {
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const onSubmit = (values: RefundValues) => {
    setSubmitState('pending');
    props.onSubmit(values);
  };
  return <RefundDialog {...props} submitState={submitState} onSubmit={onSubmit} />;
}

export const PendingBlocksSecondSubmit: Story = {
  render: (args) => <PendingAfterSubmit {...args} />,
  play: async ({ args }) => {
    await userEvent.click(refundButton());
    await waitFor(() => expect(refundButton()).toHaveAttribute('aria-busy', 'true'));

    await userEvent.click(refundButton());
    await userEvent.type(amountField(), '{Enter}');

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const DoubleClickSendsOnce: Story = {
  render: (args) => <PendingAfterSubmit {...args} />,
  play: async ({ args }) => {
    await userEvent.dblClick(refundButton());

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async ({ args }) => {
    await expect(refundButton()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refundButton());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Refund amount exceeds the available balance' },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Refund amount exceeds the available balance',
    );
    await expect(refundButton()).toBeEnabled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const UsdTransaction: Story = {
  args: {
    transaction: buildTransaction({ amount: 40.5, currency: 'USD', customerEmail: undefined }),
  },
  play: async () => {
    await expect(amountField()).toHaveValue('40.50');
    await expect(dialog()).toHaveAccessibleDescription(
      'USD 40.50 paid, reference PAY-20240305-0001.',
    );
  },
};

/** Offline: the refund cannot be sent, and the dialog says why; what was typed stays. */
export const Offline: Story = {
  decorators: [offline],
  play: async ({ args }) => {
    await expect(amountField()).toHaveValue('12500.00');
    await expect(refundButton()).toBeDisabled();
    await expect(refundButton()).toHaveAccessibleDescription(
      'You are offline. Reconnect to refund.',
    );
    await userEvent.type(amountField(), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
