import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
import { EMPTY_DATE_RANGE } from './dateRange';

/** Holds the range like a filter panel would, and reports every change. */
function StatefulDateRange(args: DateRangeFieldProps) {
  const [range, setRange] = useState(args.value);
  return (
    <DateRangeField
      {...args}
      value={range}
      onChange={(next) => {
        setRange(next);
        args.onChange(next);
      }}
    />
  );
}

const meta: Meta<typeof DateRangeField> = {
  title: 'UI/DateRangeField',
  component: DateRangeField,
  args: { label: 'Date range', value: EMPTY_DATE_RANGE, onChange: fn() },
  render: (args) => <StatefulDateRange {...args} />,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Date range' });
    const from = within(group).getByLabelText('From');
    const to = within(group).getByLabelText('To');
    await expect(from).toHaveValue('');

    await userEvent.type(from, '2024-01-01');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2024-01-01', to: '' });
    await expect(to).toHaveAttribute('min', '2024-01-01');

    await userEvent.type(to, '2024-01-31');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2024-01-01', to: '2024-01-31' });
    await expect(from).toHaveAttribute('max', '2024-01-31');
    await expect(canvas.queryByText('End date cannot be before start date')).toBeNull();
  },
};

export const Filled: Story = {
  args: { value: { from: '2024-03-01', to: '2024-03-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveValue('2024-03-01');
    await expect(canvas.getByLabelText('To')).toHaveValue('2024-03-31');
  },
};

export const EndBeforeStart: Story = {
  args: { value: { from: '2024-03-10', to: '2024-03-01' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const to = canvas.getByLabelText('To');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('End date cannot be before start date');
  },
};

export const TypingEndBeforeStart: Story = {
  args: { value: { from: '2024-03-10', to: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('To'), '2024-03-01');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2024-03-10', to: '2024-03-01' });
    await expect(canvas.getByText('End date cannot be before start date')).toBeVisible();

    await userEvent.clear(canvas.getByLabelText('From'));
    await expect(canvas.queryByText('End date cannot be before start date')).toBeNull();
  },
};

export const WithLimitsAndHelp: Story = {
  args: {
    max: '2024-12-31',
    min: '2024-01-01',
    helpText: 'Reports cover at most one year.',
    fromLabel: 'Start date',
    toLabel: 'End date',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Date range' })).toHaveAccessibleDescription(
      'Reports cover at most one year.',
    );
    await expect(canvas.getByLabelText('Start date')).toHaveAttribute('min', '2024-01-01');
    await expect(canvas.getByLabelText('End date')).toHaveAttribute('max', '2024-12-31');
  },
};

export const WithExternalError: Story = {
  args: { error: 'Date range is required!', required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Date range' }),
    ).toHaveAccessibleDescription('Date range is required!');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: { from: '2024-03-01', to: '2024-03-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toBeDisabled();
    await expect(canvas.getByLabelText('To')).toBeDisabled();
  },
};
