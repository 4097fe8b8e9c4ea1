import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Deactivate payment link?',
    message: 'Customers will no longer be able to pay with this link.',
    confirmLabel: 'Deactivate',
    tone: 'danger',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('alertdialog');

export const Default: Story = {
  play: async ({ args }) => {
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: 'Deactivate payment link?',
    });
    await expect(confirm).toHaveAccessibleDescription(
      'Customers will no longer be able to pay with this link.',
    );
    const cancel = within(confirm).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());

    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const CancelCloses: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Activate: Story = {
  args: {
    title: 'Activate payment link?',
    message: 'Customers will be able to pay with this link again.',
    confirmLabel: 'Activate',
    tone: 'default',
  },
};

export const Resolve: Story = {
  args: {
    title: 'ARE YOU SURE YOU WANT TO Resolve?',
    message: undefined,
    confirmLabel: 'Resolve',
    tone: 'default',
  },
  play: async ({ args }) => {
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: 'ARE YOU SURE YOU WANT TO Resolve?',
    });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(confirm).not.toHaveAttribute('aria-describedby');
  },
};

export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ args }) => {
    const confirm = await dialog();
    const button = within(confirm).getByRole('button', { name: 'Deactivate' });
    await expect(button).toHaveAttribute('aria-busy', 'true');

    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');

    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

function SubmittingDemo(props: ConfirmDialogProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <ConfirmDialog
      {...props}
      confirming={confirming}
      onConfirm={() => {
        props.onConfirm();
        setConfirming(true);
      }}
    />
  );
}

export const DoubleClickSubmitsOnce: Story = {
  render: (args) => <SubmittingDemo {...args} />,
  play: async ({ args }) => {
    const button = within(await dialog()).getByRole('button', { name: 'Deactivate' });

    await userEvent.dblClick(button);
    await userEvent.click(button);

    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
