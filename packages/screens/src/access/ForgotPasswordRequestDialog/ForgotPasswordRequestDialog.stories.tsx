import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inputByLabel } from '../../forms/storyHelpers';
import { ForgotPasswordRequestDialog } from './ForgotPasswordRequestDialog';

const meta: Meta<typeof ForgotPasswordRequestDialog> = {
  title: 'Screens/Access/ForgotPasswordRequest',
  component: ForgotPasswordRequestDialog,
  args: { open: true, onClose: fn(), onSubmit: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Reset password' });
const send = () => within(dialog()).getByRole('button', { name: 'Send reset code' });

export const Default: Story = {
  play: async ({ args }) => {
    await expect(inputByLabel(dialog(), 'Email address')).toHaveFocus();
    await expect(send()).toBeDisabled();

    await userEvent.type(inputByLabel(dialog(), 'Email address'), 'ada@adastores.ng ');
    await expect(send()).toBeEnabled();
    await userEvent.click(send());

    await expect(args.onSubmit).toHaveBeenCalledWith({ identifier: 'ada@adastores.ng' });
  },
};

export const BlankEmailKeepsItDisabled: Story = {
  play: async ({ args }) => {
    await userEvent.type(inputByLabel(dialog(), 'Email address'), '   ');
    await expect(send()).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Prefilled: Story = {
  args: { defaultIdentifier: 'ada@adastores.ng' },
  play: async ({ args }) => {
    await expect(send()).toBeEnabled();
    await userEvent.click(send());
    await expect(args.onSubmit).toHaveBeenCalledWith({ identifier: 'ada@adastores.ng' });
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const SubmitPending: Story = {
  args: { defaultIdentifier: 'ada@adastores.ng', submitState: 'pending' },
  play: async ({ args }) => {
    await expect(send()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    defaultIdentifier: 'ada@adastores.ng',
    submitState: 'error',
    errorMessage: 'No account found for this email',
  },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'No account found for this email',
    );
  },
};
