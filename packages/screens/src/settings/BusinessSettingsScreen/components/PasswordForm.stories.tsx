import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitState } from '../../../types';
import { PasswordForm, type PasswordFormProps } from './PasswordForm';
import { passwordChangeMessages } from './PasswordForm.schema';
import { PasswordFormSkeleton } from './PasswordFormSkeleton';

const meta: Meta<typeof PasswordForm> = {
  title: 'Screens/Settings/BusinessSettings/PasswordForm',
  component: PasswordForm,
  args: { onSubmit: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const form = (root: HTMLElement) => within(within(root).getByRole('form', { name: 'Password' }));
const oldPassword = (root: HTMLElement) => form(root).getByLabelText(/^Old password/);
const newPassword = (root: HTMLElement) => form(root).getByLabelText(/^New password/);
const resetButton = (root: HTMLElement) =>
  form(root).getByRole('button', { name: 'Reset password' });

/** Old and new password: Reset password hands both on. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(oldPassword(canvasElement), 'Old.Pass1');
    await userEvent.type(newPassword(canvasElement), 'New.Pass2');
    await userEvent.click(resetButton(canvasElement));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        oldPassword: 'Old.Pass1',
        newPassword: 'New.Pass2',
      }),
    );
  },
};

export const Required: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(resetButton(canvasElement));
    await expect(
      await form(canvasElement).findByText(passwordChangeMessages.oldRequired),
    ).toBeVisible();
    await expect(form(canvasElement).getByText(passwordChangeMessages.newRequired)).toBeVisible();
    await expect(oldPassword(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooWeak: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(oldPassword(canvasElement), 'Old.Pass1');
    await userEvent.type(newPassword(canvasElement), 'password');
    await userEvent.click(resetButton(canvasElement));
    await expect(
      await form(canvasElement).findByText(passwordChangeMessages.newStrength),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SameAsOld: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(oldPassword(canvasElement), 'Old.Pass1');
    await userEvent.type(newPassword(canvasElement), 'Old.Pass1');
    await userEvent.click(resetButton(canvasElement));
    await expect(
      await form(canvasElement).findByText('New password must be different from the old password'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(resetButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Old password is incorrect' },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('alert')).toHaveTextContent(
      'Old password is incorrect',
    );
  },
};

/** The app's flow: once the change succeeds, both fields are cleared. */
function SucceedsThenClears(props: PasswordFormProps) {
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  return (
    <PasswordForm
      {...props}
      submitState={submitState}
      onSubmit={(values) => {
        props.onSubmit(values);
        setSubmitState('success');
      }}
    />
  );
}

export const SuccessClearsFields: Story = {
  render: (args) => <SucceedsThenClears {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.type(oldPassword(canvasElement), 'Old.Pass1');
    await userEvent.type(newPassword(canvasElement), 'New.Pass2');
    await userEvent.click(resetButton(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(oldPassword(canvasElement)).toHaveValue(''));
    await expect(newPassword(canvasElement)).toHaveValue('');
  },
};

/**
 * The placeholder the page shows while this form's code loads, beside the form: as tall, so the
 * page does not grow when the form arrives.
 */
export const BesideItsPlaceholder: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'flex-start' }}>
      <div data-testid="placeholder" style={{ flex: 1 }}>
        <PasswordFormSkeleton />
      </div>
      <div data-testid="form" style={{ flex: 1 }}>
        <PasswordForm {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const height = (id: string) =>
      within(canvasElement).getByTestId(id).getBoundingClientRect().height;
    await expect(Math.abs(height('placeholder') - height('form'))).toBeLessThanOrEqual(2);
  },
};
