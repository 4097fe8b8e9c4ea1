import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetRequestFixture } from '../fixtures';
import { inputByLabel } from '../../forms/storyHelpers';
import { SignInScreen, type SignInScreenProps } from './SignInScreen';

const meta: Meta<typeof SignInScreen> = {
  title: 'Screens/Access/SignIn',
  component: SignInScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    submitState: 'idle',
    resetRequest: resetRequestFixture(),
    onResetRequestOpen: fn(),
    onResetRequestClose: fn(),
    onResetRequestSubmit: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const signInButton = (root: HTMLElement) => within(root).getByRole('button', { name: 'Sign In' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sign in to your account',
    );
    await expect(signInButton(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(canvas.getByRole('button', { name: 'Reset here' })).toBeVisible();
  },
};

export const Submits: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(inputByLabel(canvasElement, 'Email address'), ' ada@adastores.ng ');
    await userEvent.type(inputByLabel(canvasElement, 'Password'), 'Secret@123');

    await userEvent.click(signInButton(canvasElement));

    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ada@adastores.ng',
      password: 'Secret@123',
    });
  },
};

export const EnabledWithEmailOnly: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(inputByLabel(canvasElement, 'Email address'), 'ada@adastores.ng');
    await expect(signInButton(canvasElement)).toBeEnabled();

    await userEvent.click(signInButton(canvasElement));

    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@adastores.ng', password: '' });
  },
};

export const EnabledWithPasswordOnly: Story = {
  play: async ({ canvasElement }) => {
    const password = inputByLabel(canvasElement, 'Password');
    await userEvent.type(password, 'Secret@123');
    await expect(signInButton(canvasElement)).toBeEnabled();

    await userEvent.clear(password);
    await expect(signInButton(canvasElement)).toBeDisabled();
  },
};

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const password = inputByLabel(canvasElement, 'Password');
    await userEvent.type(password, 'Secret@123');
    await expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show password' }));

    await expect(password).toHaveAttribute('type', 'text');
  },
};

export const SubmitPending: Story = {
  args: { submitState: 'pending' },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(inputByLabel(canvasElement, 'Email address'), 'ada@adastores.ng');
    await expect(signInButton(canvasElement)).toHaveAttribute('aria-busy', 'true');

    await userEvent.click(signInButton(canvasElement));

    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Invalid email or password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid email or password',
    );
  },
};

export const ResetHereOpensTheRequest: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset here' }));

    await expect(args.onResetRequestOpen).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ResetRequestOpen: Story = {
  args: { resetRequest: resetRequestFixture({ open: true }) },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Reset password' });
    const send = within(dialog).getByRole('button', { name: 'Send reset code' });
    await expect(send).toBeDisabled();

    await userEvent.type(inputByLabel(dialog, 'Email address'), 'ada@adastores.ng');
    await userEvent.click(send);

    await expect(args.onResetRequestSubmit).toHaveBeenCalledWith({
      identifier: 'ada@adastores.ng',
    });
  },
};

/** The app's side of the dialog: 'Reset here' opens it, Cancel closes it. */
function SignInWithResetDialog(args: SignInScreenProps) {
  const [open, setOpen] = useState(false);
  return (
    <SignInScreen
      {...args}
      resetRequest={{ ...args.resetRequest, open }}
      onResetRequestOpen={() => {
        args.onResetRequestOpen();
        setOpen(true);
      }}
      onResetRequestClose={() => {
        args.onResetRequestClose();
        setOpen(false);
      }}
    />
  );
}

export const ResetRequestPrefilledWithEmail: Story = {
  render: (args) => <SignInWithResetDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.type(inputByLabel(canvasElement, 'Email address'), 'ada@adastores.ng');

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset here' }));

    const dialog = await within(document.body).findByRole('dialog', { name: 'Reset password' });
    await expect(inputByLabel(dialog, 'Email address')).toHaveValue('ada@adastores.ng');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onResetRequestClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
