import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta: Meta<typeof RadioGroup> = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Quantity',
    options: [
      { value: 'limited', label: 'Limited' },
      { value: 'unlimited', label: 'Unlimited' },
    ],
    onChange: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Quantity' })).toBeVisible();
    const limited = canvas.getByRole('radio', { name: 'Limited' });
    await expect(limited).not.toBeChecked();

    await userEvent.click(canvas.getByText('Unlimited'));

    await expect(args.onChange).toHaveBeenCalledWith('unlimited');
    await expect(canvas.getByRole('radio', { name: 'Unlimited' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'limited' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const limited = canvas.getByRole('radio', { name: 'Limited' });
    const unlimited = canvas.getByRole('radio', { name: 'Unlimited' });
    await expect(limited.getBoundingClientRect().top).toBe(unlimited.getBoundingClientRect().top);
    await expect(limited).toBeChecked();

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');

    await expect(unlimited).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('unlimited');
  },
};

function ControlledRadioGroup(args: Parameters<typeof RadioGroup>[0]) {
  const [value, setValue] = useState('accepted');
  return (
    <RadioGroup
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
}

export const Controlled: Story = {
  args: {
    label: 'Choice',
    options: [
      { value: 'accepted', label: 'Accepted' },
      { value: 'decline', label: 'Decline' },
    ],
  },
  render: (args) => <ControlledRadioGroup {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Accepted' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Decline' }));
    await expect(canvas.getByRole('radio', { name: 'Decline' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('decline');
  },
};

export const WithOptionHelp: Story = {
  args: {
    label: 'Fee bearer',
    options: [
      { value: 'merchant', label: 'Merchant', helpText: 'You pay the fee.' },
      { value: 'customer', label: 'Customer', helpText: 'The fee is added to the total.' },
    ],
    helpText: 'Who pays the transaction fee.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Merchant' })).toHaveAccessibleDescription(
      'You pay the fee.',
    );
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Who pays the transaction fee.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Quantity is required!' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Quantity' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Quantity is required!');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'limited' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'limited', label: 'Limited' },
      { value: 'unlimited', label: 'Unlimited', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Limited' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'Unlimited' })).toBeDisabled();
  },
};

export const Optional: Story = {
  args: { label: 'Business type', optional: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radiogroup', { name: 'Business type (optional)' }),
    ).toBeVisible();
  },
};
