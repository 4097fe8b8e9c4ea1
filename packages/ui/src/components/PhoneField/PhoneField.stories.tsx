import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField';

const meta: Meta<typeof PhoneField> = {
  title: 'UI/PhoneField',
  component: PhoneField,
  args: { label: 'Mobile number', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(canvas.getByText('+234')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('+234');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('type', 'tel');
    // The browser enforces maxlength on tel inputs; user-event does not simulate it for "tel".
    await expect(input).toHaveAttribute('maxlength', '10');

    await userEvent.type(input, '8012345678');

    await expect(input).toHaveValue('8012345678');
    await expect(args.onChange).toHaveBeenCalledTimes(10);
  },
};

export const WithHelp: Story = {
  args: { helpText: 'Enter the 10 digits after +234.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Mobile number' }),
    ).toHaveAccessibleDescription('Enter the 10 digits after +234. +234');
  },
};

export const WithError: Story = {
  args: { defaultValue: '80123', error: 'Mobile number must contain 10 character' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Mobile number must contain 10 character +234');
  },
};

export const Filled: Story = {
  args: { defaultValue: '8012345678' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('8012345678');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '8012345678', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Optional: Story = {
  args: { label: 'Phone', optional: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Phone (optional)' }),
    ).toBeVisible();
  },
};
