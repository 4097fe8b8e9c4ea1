import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@merchant/ui';
import { FormColumn } from '../layout';
import { FormAmountField, FormRadioGroup, FormTextField } from '.';

const schema = z.object({
  email: z.string().check(z.email('Enter a valid email address')),
  amount: z.string().check(z.minLength(1, 'Amount is required!')),
  size: z.string().check(z.minLength(1, 'Choose a size')),
});
type Values = z.infer<typeof schema>;

interface ExampleProps {
  /** Called with the valid values. */
  onSubmit: (values: Values) => void;
  /** Whether choosing a size counts as leaving the field. */
  touchOnChange: boolean;
}

/** A form stating each field once: name, label and rules; the binding does the rest. */
function ExampleForm({ onSubmit, touchOnChange }: ExampleProps) {
  const { control, handleSubmit } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { email: '', amount: '', size: '' },
    resolver: zodResolver(schema),
  });
  return (
    <FormColumn noValidate aria-label="Bound fields" onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="email" label="Email address" required />
      <FormAmountField control={control} name="amount" label="Amount" required prefix="NGN" />
      <FormRadioGroup
        control={control}
        name="size"
        label="Size"
        required
        orientation="horizontal"
        touchOnChange={touchOnChange}
        options={[
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ]}
      />
      <Button type="submit">Send</Button>
    </FormColumn>
  );
}

const meta: Meta<typeof ExampleForm> = {
  title: 'Screens/Forms/BoundFields',
  component: ExampleForm,
  args: { onSubmit: fn(), touchOnChange: false },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Leaving a field shows its message, marks it aria-invalid and links the message to it. */
export const MessageOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(email, 'not-an-email');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
  },
};

/** The amount is kept plain and shown grouped; the values reach onSubmit once all are valid. */
export const Submit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'ada@shop.ng');
    const amount = canvas.getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '1500000');
    await expect(amount).toHaveValue('1,500,000');
    await userEvent.click(canvas.getByRole('radio', { name: 'Large' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { email: 'ada@shop.ng', amount: '1500000', size: 'large' },
      expect.anything(),
    );
  },
};

/** Every empty field shows its message after a submit. */
export const Required: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Amount is required!')).toBeVisible();
    await expect(canvas.getByText('Choose a size')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
