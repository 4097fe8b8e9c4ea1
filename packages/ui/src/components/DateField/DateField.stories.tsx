import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta: Meta<typeof DateField> = {
  title: 'UI/DateField',
  component: DateField,
  args: { label: 'Date of birth', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('');

    await userEvent.type(input, '1990-05-17');

    await expect(input).toHaveValue('1990-05-17');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: '2024-01-31' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Date of birth')).toHaveValue('2024-01-31');
  },
};

function ControlledDateField(args: Parameters<typeof DateField>[0]) {
  const [value, setValue] = useState('');
  return (
    <>
      <DateField
        {...args}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          args.onChange?.(event);
        }}
      />
      <output>Chosen: {value || 'none'}</output>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledDateField {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Date of birth'), '2023-12-01');
    await expect(canvas.getByText('Chosen: 2023-12-01')).toBeVisible();
  },
};

export const WithMinAndMax: Story = {
  args: { label: 'Payment date', min: '2024-01-01', max: '2024-12-31', helpText: 'Within 2024.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Payment date');
    await expect(input).toHaveAttribute('min', '2024-01-01');
    await expect(input).toHaveAttribute('max', '2024-12-31');
    await expect(input).toHaveAccessibleDescription('Within 2024.');
  },
};

export const WithError: Story = {
  args: { error: 'Date of birth is required!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Date of birth is required!');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1990-05-17' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Date of birth')).toBeDisabled();
  },
};

export const Optional: Story = {
  args: { label: 'Due date', optional: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Due date (optional)')).toBeVisible();
  },
};
