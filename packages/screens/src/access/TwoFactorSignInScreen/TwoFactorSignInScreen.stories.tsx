import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inputByLabel } from '../../forms/storyHelpers';
import { TwoFactorSignInScreen } from './TwoFactorSignInScreen';

const meta: Meta<typeof TwoFactorSignInScreen> = {
  title: 'Screens/Access/TwoFactorSignIn',
  component: TwoFactorSignInScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    email: 'ada@adastores.ng',
    onSubmit: fn(),
    submitState: 'idle',
    onResendOtp: fn(),
    resendState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const complete = (root: HTMLElement) =>
  within(root).getByRole('button', { name: 'Complete Sign In' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Enter the one-time password we sent to ada@adastores.ng.'),
    ).toBeVisible();
    await expect(complete(canvasElement)).toBeDisabled();
    await expect(
      canvas.getByRole('link', { name: 'Sign into another account? Click here' }),
    ).toHaveAttribute('href', '/');
    await expect(canvas.queryByText(/demo OTP/)).toBeNull();
  },
};

export const Submits: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(inputByLabel(canvasElement, 'OTP'), '123456');
    await expect(complete(canvasElement)).toBeEnabled();

    await userEvent.click(complete(canvasElement));

    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '123456' });
  },
};

export const OtpTooShort: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(inputByLabel(canvasElement, 'OTP'), '12345');

    await expect(complete(canvasElement)).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithoutEmail: Story = {
  args: { email: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Enter the one-time password we sent to your email.'),
    ).toBeVisible();
  },
};

export const DemoOtpHint: Story = {
  args: { demoOtpHint: '123456' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'SandboxUse the demo OTP 123456.',
    );
  },
};

export const ResendOtp: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend Otp' }));

    await expect(args.onResendOtp).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ResendPending: Story = {
  args: { resendState: 'pending' },
  play: async ({ args, canvasElement }) => {
    const resend = within(canvasElement).getByRole('button', { name: 'Resend Otp' });
    await expect(resend).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(resend);
    await expect(args.onResendOtp).not.toHaveBeenCalled();
  },
};

export const SubmitPending: Story = {
  args: { submitState: 'pending' },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(inputByLabel(canvasElement, 'OTP'), '123456');
    await expect(complete(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(complete(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoAccessToken: Story = {
  args: { submitState: 'error', errorMessage: 'Unable to complete sign in at this time' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Unable to complete sign in at this time',
    );
  },
};
