import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invitationVerifiedFixture } from '../fixtures';
import { inputByLabel } from '../../forms/storyHelpers';
import { AcceptInvitationScreen } from './AcceptInvitationScreen';

const meta: Meta<typeof AcceptInvitationScreen> = {
  title: 'Screens/Access/AcceptInvitation',
  component: AcceptInvitationScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    token: 'inv_7f3a9c',
    isExistingUser: false,
    onSubmit: fn(),
    submitState: 'idle',
    generatePassword: fn(() => 'Merchant@1Xy7Q'),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const accept = (root: HTMLElement) =>
  within(root).getByRole('button', { name: 'Accept Invitation' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(inputByLabel(canvasElement, 'Password')).toHaveAttribute('type', 'password');
    await expect(accept(canvasElement)).toBeEnabled();
  },
};

export const SubmitsTypedPassword: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(inputByLabel(canvasElement, 'Password'), 'Secret@123');

    await userEvent.click(accept(canvasElement));

    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Secret@123' });
    await expect(args.generatePassword).not.toHaveBeenCalled();
  },
};

export const WeakTypedPasswordRefused: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(inputByLabel(canvasElement, 'Password'), 'password');

    await userEvent.click(accept(canvasElement));

    await expect(
      await within(canvasElement).findByText(
        'Password must contain atleast one lowercase, uppercase, digit & special case letter{.!@#$&*_}.',
      ),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptyPasswordUsesGenerated: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(accept(canvasElement));

    await expect(args.generatePassword).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Merchant@1Xy7Q' });
  },
};

export const DefaultGenerator: Story = {
  args: { generatePassword: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(accept(canvasElement));

    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: expect.stringMatching(/^Merchant@1[A-Za-z0-9]{4}$/),
    });
  },
};

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show password' }));
    await expect(inputByLabel(canvasElement, 'Password')).toHaveAttribute('type', 'text');
  },
};

export const WithoutToken: Story = {
  args: { token: undefined },
  play: async ({ args, canvasElement }) => {
    await expect(accept(canvasElement)).toBeDisabled();

    await userEvent.type(inputByLabel(canvasElement, 'Password'), 'Secret@123');
    await expect(accept(canvasElement)).toBeEnabled();
    await userEvent.click(accept(canvasElement));

    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Secret@123' });
  },
};

export const SubmitPending: Story = {
  args: { submitState: 'pending' },
  play: async ({ args, canvasElement }) => {
    await expect(accept(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(accept(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Invitation link has expired' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invitation link has expired',
    );
  },
};

export const ExistingUserVerifying: Story = {
  args: { isExistingUser: true, verification: { status: 'verifying' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your invitation…');
    await expect(canvas.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Go to sign in' })).toBeNull();
  },
};

export const ExistingUserVerified: Story = {
  args: { isExistingUser: true, verification: invitationVerifiedFixture() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your invitation has been accepted. You can now sign in.',
    );
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByLabelText(/Password/)).toBeNull();
  },
};

export const ExistingUserError: Story = {
  args: {
    isExistingUser: true,
    verification: { status: 'error', message: 'Invalid invitation token' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid invitation token');
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
  },
};
