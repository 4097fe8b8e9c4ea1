import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../../icons/icons';
import { TextField } from './TextField';

const meta: Meta<typeof TextField> = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Business name', onChange: fn(), onBlur: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business name' });
    await userEvent.type(input, 'Ada Stores');
    await expect(input).toHaveValue('Ada Stores');
    await expect(args.onChange).toHaveBeenCalledTimes('Ada Stores'.length);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithHelp: Story = {
  args: { helpText: 'As registered with the CAC.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Business name' }),
    ).toHaveAccessibleDescription('As registered with the CAC.');
  },
};

export const WithError: Story = {
  args: { error: 'Business name is required!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Business name is required!');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada Stores' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Business name' }),
    ).toHaveAttribute('aria-required', 'true');
  },
};

export const Optional: Story = {
  args: { label: 'Referral code', optional: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Referral code (optional)' }),
    ).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Ada Stores' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('Ada Stores');
  },
};

export const MaxLength: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business name' });
    await expect(input).toHaveAttribute('maxlength', '50');
    await userEvent.type(input, 'a'.repeat(60));
    await expect(input).toHaveValue('a'.repeat(50));
  },
};

export const CustomMaxLength: Story = {
  args: { label: 'Registration number', maxLength: 20 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Registration number' });
    await userEvent.type(input, '1'.repeat(25));
    await expect(input).toHaveValue('1'.repeat(20));
  },
};

export const WithPrefixAndSuffix: Story = {
  args: {
    label: 'Amount',
    prefix: 'NGN',
    suffix: '.00',
    inputMode: 'decimal',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAccessibleDescription('NGN');
  },
};

export const WithIconPrefix: Story = {
  args: { label: 'Search', hideLabel: true, prefix: <SearchIcon />, placeholder: 'Search' },
};

const registerRef = fn();

/** What react-hook-form's `register('businessName')` returns: name, onChange, onBlur and a ref. */
export const RegisterCompatible: Story = {
  args: { name: 'businessName', ref: registerRef },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business name' });
    await expect(registerRef).toHaveBeenCalledWith(input);
    await expect(input).toHaveAttribute('name', 'businessName');
    await userEvent.type(input, 'A');
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ target: input }));
  },
};
