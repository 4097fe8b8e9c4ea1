import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emailVerificationFixture } from '../fixtures';
import { OnboardingEmailVerificationScreen } from './OnboardingEmailVerificationScreen';

const meta: Meta<typeof OnboardingEmailVerificationScreen> = {
  title: 'Screens/Access/OnboardingEmailVerification',
  component: OnboardingEmailVerificationScreen,
  parameters: { layout: 'fullscreen' },
  args: { verification: { status: 'ready', data: emailVerificationFixture() } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Email verified successfully');
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
  },
};

export const Loading: Story = {
  args: { verification: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your email…');
    await expect(canvas.queryByRole('link', { name: 'Go to sign in' })).toBeNull();
  },
};

const onRetry = fn();

export const Error: Story = {
  args: {
    verification: { status: 'error', message: 'Verification link is invalid', onRetry },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Verification link is invalid');
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));

    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
