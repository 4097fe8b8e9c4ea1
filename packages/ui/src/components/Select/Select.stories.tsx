import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const meta: Meta<typeof Select> = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Business size',
    placeholder: 'Select business size',
    options: [
      { value: 'micro', label: 'Micro (1-9)' },
      { value: 'small', label: 'Small (10-49)' },
      { value: 'medium', label: 'Medium (50-249)' },
      { value: 'large', label: 'Large (250+)', disabled: true },
    ],
    onChange: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Business size' });
    await expect(select).toHaveValue('');
    await expect(
      within(select).getByRole('option', { name: 'Select business size' }),
    ).toHaveProperty('selected', true);

    await userEvent.selectOptions(select, 'small');

    await expect(select).toHaveValue('small');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(within(select).getByRole('option', { name: 'Large (250+)' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'medium' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('medium');
  },
};

export const WithoutPlaceholder: Story = {
  args: { placeholder: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('micro');
  },
};

export const WithHelp: Story = {
  args: { helpText: 'Number of employees.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Business size' }),
    ).toHaveAccessibleDescription('Number of employees.');
  },
};

export const WithError: Story = {
  args: { error: 'Business size is required!' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Business size' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Business size is required!');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Optional: Story = {
  args: { label: 'Business type', optional: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Business type (optional)' }),
    ).toBeVisible();
  },
};
