import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountField, type AmountFieldProps } from './AmountField';

/** Holds the value as a form would, so typing can be watched end to end. */
function Controlled(props: AmountFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AmountField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta: Meta<typeof AmountField> = {
  title: 'UI/AmountField',
  component: AmountField,
  args: { label: 'Amount', prefix: 'NGN', value: '', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
};
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: /^Amount/ });

export const GroupsThousands: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), '1500000.5');

    await expect(field(canvasElement)).toHaveValue('1,500,000.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1500000.5');
  },
};

export const RefusesSignsAndLetters: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), '-12a.3.45');

    await expect(field(canvasElement)).toHaveValue('12.34');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12.34');
  },
};

export const EditsInTheMiddle: Story = {
  args: { value: '12345' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await expect(input).toHaveValue('12,345');
    // Caret after '12', type a 9: the separator moves and the caret stays after the 9.
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('9');

    await expect(input).toHaveValue('129,345');
    await expect(input.selectionStart).toBe(3);
  },
};

export const WithError: Story = {
  args: { value: '0', error: 'Amount must be greater than 0' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining('Amount must be greater than 0'),
    );
  },
};
