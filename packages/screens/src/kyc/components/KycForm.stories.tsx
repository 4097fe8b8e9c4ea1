import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '@merchant/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KycForm } from './KycForm';

const meta: Meta<typeof KycForm> = {
  title: 'Screens/KYC/Components/KycForm',
  component: KycForm,
  args: {
    label: 'Business profile',
    submitState: 'idle',
    onSubmit: fn((event) => event.preventDefault()),
    children: (
      <>
        <TextField label="Business name" defaultValue="Lagos Fresh Foods Ltd" />
        <TextField label="Business email" defaultValue="hello@lagosfresh.ng" />
      </>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The fields two by two, then Save, which submits the form. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Business profile' }));
    await expect(form.getByRole('textbox', { name: 'Business name' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A failed save: the server's message above the fields, which keep what was typed. */
export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Something went wrong!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong!');
    await expect(canvas.getByRole('textbox', { name: 'Business name' })).toHaveValue(
      'Lagos Fresh Foods Ltd',
    );
  },
};

/** Saving: the button is busy and a second press sends nothing. */
export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async ({ args, canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: /Save/ });
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** In a dialog: Cancel beside the submit, which reads as the dialog's action. */
export const InDialog: Story = {
  args: { submitLabel: 'Add shareholder', onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Add shareholder' })).toBeVisible();
  },
};
