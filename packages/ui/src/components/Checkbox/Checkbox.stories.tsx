import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta: Meta<typeof Checkbox> = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Require delivery address', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Require delivery address' });
    await expect(box).not.toBeChecked();

    await userEvent.click(canvas.getByText('Require delivery address'));

    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all rows', indeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Select all rows' }),
    ).toBePartiallyChecked();
  },
};

export const WithHelp: Story = {
  args: {
    label: 'This product is on sale',
    helpText: 'Customers see the sale price instead of the price.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'This product is on sale' }),
    ).toHaveAccessibleDescription('Customers see the sale price instead of the price.');
  },
};

export const WithError: Story = {
  args: {
    label: 'I accept the terms and conditions',
    required: true,
    error: 'Accept the terms to continue',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'I accept the terms and conditions',
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Select row TXN-001', hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Select row TXN-001' }),
    ).toBeVisible();
  },
};

const registerRef = fn();

export const RegisterCompatible: Story = {
  args: { name: 'requireDeliveryAddress', ref: registerRef },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(registerRef).toHaveBeenCalledWith(box);
    await expect(box).toHaveAttribute('name', 'requireDeliveryAddress');
  },
};
