import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerifyEmailScreen } from './VerifyEmailScreen';

const meta: Meta<typeof VerifyEmailScreen> = {
  title: 'Screens/Access/VerifyEmail',
  component: VerifyEmailScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    email: 'ada@adastores.ng',
    onResend: fn(),
    submitState: 'idle',
    isDevelopment: false,
    onVerifyTestMode: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const resend = (root: HTMLElement) => within(root).getByRole('button', { name: 'Resend Link' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/We have sent a mail to/)).toHaveTextContent(
      'We have sent a mail to ada@adastores.ng. Follow the link in it to verify your account.',
    );
    await expect(canvas.getByRole('link', { name: 'Back to sign in page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByRole('button', { name: 'Verify Test Mode' })).toBeNull();
  },
};

export const Resend: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(resend(canvasElement));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const ResendPending: Story = {
  args: { submitState: 'pending' },
  play: async ({ args, canvasElement }) => {
    await expect(resend(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(resend(canvasElement));
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const ResendFailed: Story = {
  args: { submitState: 'error', errorMessage: 'Unexpected Error!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unexpected Error!');
  },
};

export const Development: Story = {
  args: { isDevelopment: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Verify Test Mode' }));
    await expect(args.onVerifyTestMode).toHaveBeenCalledTimes(1);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};
