import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta: Meta<typeof Textarea> = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { label: 'Description', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'Line one{enter}Line two');
    await expect(textarea).toHaveValue('Line one\nLine two');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const MaxLength: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('maxlength', '250');
    await userEvent.click(textarea);
    await userEvent.paste('a'.repeat(300));
    await expect(textarea).toHaveValue('a'.repeat(250));
  },
};

export const WithCounter: Story = {
  args: { showCount: true, defaultValue: 'Hello' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(canvas.getByText('5/250')).toBeVisible();
    await userEvent.type(textarea, ' there');
    await expect(canvas.getByText('11/250')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('11 of 250 characters used');
  },
};

function ControlledTextarea(args: Parameters<typeof Textarea>[0]) {
  const [value, setValue] = useState('Invoice for May');
  return (
    <Textarea
      {...args}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        args.onChange?.(event);
      }}
    />
  );
}

export const ControlledWithCounter: Story = {
  args: { label: 'Item description', showCount: true, maxLength: 200 },
  render: (args) => <ControlledTextarea {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15/200')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Item description' }));
    await expect(canvas.getByText('0/200')).toBeVisible();
  },
};

export const WithHelp: Story = {
  args: { helpText: 'Tell customers what you sell.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Description' }),
    ).toHaveAccessibleDescription('Tell customers what you sell.');
  },
};

export const WithError: Story = {
  args: { error: 'Description is required!', showCount: true },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'Description is required! 0 of 250 characters used',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked text' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Optional: Story = {
  args: { label: 'Narration', optional: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Narration (optional)' }),
    ).toBeVisible();
  },
};
