import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta: Meta<typeof PasswordField> = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'S3cret!');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).toHaveValue('S3cret!');
  },
};

export const ShowAndHide: Story = {
  args: { defaultValue: 'S3cret!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(input).toHaveValue('S3cret!');
  },
};

const submitForm = fn();

export const ToggleDoesNotSubmit: Story = {
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitForm();
      }}
    >
      <PasswordField {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show password' }));
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(submitForm).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'Password is required!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password is required!');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', helpText: 'At least 8 characters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('New password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};
