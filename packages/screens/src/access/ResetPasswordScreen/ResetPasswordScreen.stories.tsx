import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inputByLabel, typeAndLeave } from '../../forms/storyHelpers';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const meta: Meta<typeof ResetPasswordScreen> = {
  title: 'Screens/Access/ResetPassword',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { identifier: 'ada@adastores.ng', onSubmit: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const reset = (root: HTMLElement) => within(root).getByRole('button', { name: 'Reset Password' });

async function fill(root: HTMLElement, otp: string, password: string, confirm: string) {
  await typeAndLeave(root, 'OTP', otp);
  await typeAndLeave(root, 'Password', password);
  await typeAndLeave(root, 'Confirm password', confirm);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Enter the one-time password sent to ada@adastores.ng and choose a new password.',
      ),
    ).toBeVisible();
    await expect(reset(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
  },
};

export const Submits: Story = {
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement, ' 123456 ', 'Secret@123', 'Secret@123');
    await expect(reset(canvasElement)).toBeEnabled();

    await userEvent.click(reset(canvasElement));

    await expect(args.onSubmit).toHaveBeenCalledWith({
      otp: '123456',
      newPassword: 'Secret@123',
      confirmPassword: 'Secret@123',
    });
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement, '123456', 'Secret@123', 'Secret@124');

    await expect(within(canvasElement).getByText('Password does not match')).toBeVisible();
    await expect(reset(canvasElement)).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OtpMissing: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '', 'Secret@123', 'Secret@123');

    await expect(within(canvasElement).getByText('OTP is required!')).toBeVisible();
    await expect(reset(canvasElement)).toBeDisabled();
  },
};

export const PasswordMissing: Story = {
  play: async ({ canvasElement }) => {
    await typeAndLeave(canvasElement, 'Password', '');

    await expect(within(canvasElement).getByText('Password is required!')).toBeVisible();
    await expect(inputByLabel(canvasElement, 'Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ConfirmationMissing: Story = {
  play: async ({ canvasElement }) => {
    await typeAndLeave(canvasElement, 'Confirm password', '');

    await expect(within(canvasElement).getByText('Confirm password is required!')).toBeVisible();
  },
};

export const WithoutIdentifier: Story = {
  args: { identifier: '' },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '123456', 'Secret@123', 'Secret@123');

    await expect(reset(canvasElement)).toBeDisabled();
  },
};

export const SubmitPending: Story = {
  args: { submitState: 'pending' },
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement, '123456', 'Secret@123', 'Secret@123');
    await expect(reset(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(reset(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Invalid or expired OTP' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid or expired OTP',
    );
  },
};
