import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitState } from '../../types';
import type { PayoutVerificationValues } from '../types';
import { PayoutVerifyDialog, type PayoutVerifyDialogProps } from './PayoutVerifyDialog';
import { payoutVerifyMessages } from './PayoutVerifyDialog.schema';
import { offline } from '../../offlineStory';

const meta: Meta<typeof PayoutVerifyDialog> = {
  title: 'Screens/Money/PayoutVerifyDialog',
  component: PayoutVerifyDialog,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    onResendOtp: fn(),
    batchId: 'BATCH-40218873',
    submitState: 'idle',
    lines: {
      status: 'ready',
      data: [
        {
          recipient: 'Adaeze Okafor',
          account: '0123456789',
          bank: 'Guaranty Trust Bank',
          amount: 250_000,
          currency: 'NGN',
        },
      ],
    },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Verify Payout' });
const otpField = () => within(dialog()).getByRole('textbox', { name: /^OTP/ });
const verifyButton = () => within(dialog()).getByRole('button', { name: 'Verify' });

export const ShowsWhatItApproves: Story = {
  play: async () => {
    const line = within(within(dialog()).getByRole('region', { name: 'What you approve' }));
    for (const text of ['Adaeze Okafor', '0123456789', 'Guaranty Trust Bank', 'NGN 250,000.00'])
      await expect(line.getByText(text)).toBeVisible();
    await expect(line.getByText('Currency').nextElementSibling).toHaveTextContent('NGN');
  },
};

/** The batch is read: an OTP typed meanwhile cannot approve lines nobody has seen. */
export const LinesLoading: Story = {
  args: { lines: { status: 'loading' } },
  play: async ({ args }) => {
    await expect(within(dialog()).getByText('Loading the payouts of this batch…')).toBeVisible();
    await userEvent.type(otpField(), '123456');
    await expect(verifyButton()).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LinesReadFailed: Story = {
  args: {
    lines: { status: 'error', message: 'Service temporarily unavailable', onRetry: fn() },
  },
  play: async ({ args }) => {
    const failure = within(dialog()).getByText('The payouts of this batch could not be loaded.');
    await expect(failure.parentElement).toHaveTextContent('Service temporarily unavailable');
    await userEvent.type(otpField(), '123456');
    await expect(verifyButton()).toBeDisabled();

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    if (args.lines.status === 'error') await expect(args.lines.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A link to a batch that awaits no verification (unknown, or verified already). */
export const UnknownBatch: Story = {
  args: { lines: { status: 'ready', data: [] } },
  play: async ({ args }) => {
    await expect(
      within(dialog()).getByText(
        /^No payout batch with the id BATCH-40218873 is awaiting verification\./,
      ),
    ).toBeVisible();
    await expect(within(dialog()).queryByRole('textbox')).toBeNull();
    await expect(within(dialog()).getAllByRole('button')).toHaveLength(1);

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = {
  play: async ({ args }) => {
    await expect(dialog()).toHaveAccessibleDescription(
      'Enter the OTP sent to your email to complete batch BATCH-40218873.',
    );
    await expect(otpField()).toHaveFocus();
    await expect(verifyButton()).toBeDisabled();

    await userEvent.type(otpField(), '123456');
    await expect(verifyButton()).toBeEnabled();
    await userEvent.click(verifyButton());

    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ otp: '123456', batchId: 'BATCH-40218873' }),
    );
  },
};

export const VerifyDisabledWithoutOtp: Story = {
  play: async ({ args }) => {
    await userEvent.type(otpField(), '12');
    await userEvent.clear(otpField());
    await userEvent.tab();

    await expect(verifyButton()).toBeDisabled();
    await expect(await within(dialog()).findByText(payoutVerifyMessages.otpRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ResendOtp: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResendOtp).toHaveBeenCalledTimes(1);
  },
};

export const Verifying: Story = {
  args: { submitState: 'pending' },
  play: async ({ args }) => {
    await userEvent.type(otpField(), '123456');
    await userEvent.click(verifyButton());
    await userEvent.keyboard('{Escape}');

    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The app's flow: a wrong OTP comes back as an error, and the user can try again. */
function WrongOtpFirst(props: PayoutVerifyDialogProps) {
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const onSubmit = (values: PayoutVerificationValues) => {
    props.onSubmit(values);
    setSubmitState('pending');
    setTimeout(() => setSubmitState('error'), 200);
  };
  return (
    <PayoutVerifyDialog
      {...props}
      submitState={submitState}
      errorMessage="Invalid OTP, please check and try again"
      onSubmit={onSubmit}
    />
  );
}

export const WrongOtp: Story = {
  render: (args) => <WrongOtpFirst {...args} />,
  play: async ({ args }) => {
    await userEvent.type(otpField(), '000000');
    await userEvent.dblClick(verifyButton());

    await expect(
      await within(dialog()).findByText('Invalid OTP, please check and try again'),
    ).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(otpField()).toHaveValue('000000');

    await userEvent.clear(otpField());
    await userEvent.type(otpField(), '123456');
    await userEvent.click(verifyButton());
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      otp: '123456',
      batchId: 'BATCH-40218873',
    });
  },
};

/** Offline: the OTP can be typed, but the payout is verified only once back online. */
export const Offline: Story = {
  decorators: [offline],
  play: async ({ args }) => {
    await userEvent.type(otpField(), '123456');
    await expect(verifyButton()).toBeDisabled();
    await expect(verifyButton()).toHaveAccessibleDescription(
      'You are offline. Reconnect to verify the payout.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
