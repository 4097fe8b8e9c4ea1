import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFormField } from '../../../forms/fields';
import { payoutWallets, storyFee } from '../../fixtures';
import type { PayoutWallet } from '../../types';
import { transferMessages } from '../TransferDialog.schema';
import { PayoutAmountFields } from './PayoutAmountFields';

interface HarnessProps {
  initialAmount: string;
  wallets: readonly PayoutWallet[];
  amountError?: string;
  currencyError?: string;
  onAmountChange: (value: string) => void;
}

/** Holds the amount as text and the currency in a form, as the transfer forms do. */
function PayoutAmountFieldsHarness(props: HarnessProps) {
  const [amount, setAmount] = useState(props.initialAmount);
  const { control } = useForm({ defaultValues: { currency: 'NGN' } });
  const currency = useFormField({ control, name: 'currency' });
  return (
    <PayoutAmountFields
      amount={{
        name: 'amount',
        ref: () => undefined,
        value: amount,
        onChange: (value) => {
          setAmount(String(value));
          props.onAmountChange(String(value));
        },
        onBlur: () => undefined,
        error: props.amountError,
      }}
      currency={{ ...currency, error: props.currencyError }}
      wallets={props.wallets}
      feeFor={storyFee}
    />
  );
}

const meta: Meta<typeof PayoutAmountFieldsHarness> = {
  title: 'Screens/Money/TransferDialog/PayoutAmountFields',
  component: PayoutAmountFieldsHarness,
  args: { initialAmount: '', wallets: payoutWallets, onAmountChange: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Amount/ });

/** Typing groups the digits, hands the kept text on, and the wallet's balance shows below. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const amount = amountField(canvasElement);
    await expect(
      within(canvasElement).getByText('Available balance: NGN 2,450,000.00'),
    ).toBeVisible();
    await userEvent.type(amount, '25000.5');
    await expect(amount).toHaveValue('25,000.5');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('25000.5');
    await expect(within(canvasElement).queryByText('More than the available balance')).toBeNull();
  },
};

/** Changing the currency shows that wallet's balance. */
export const SwitchCurrency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Currency/ }), 'USD');
    await expect(canvas.getByText('Available balance: USD 12,400.75')).toBeVisible();
    // The amount's prefix follows the currency.
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(/ USD$/);
  },
};

/** Amount plus fee above the balance warns that the payout would fail. */
export const MoreThanAvailableBalance: Story = {
  args: { initialAmount: '2450000' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Amount plus fee is NGN 2,450,053.75, but the NGN wallet holds NGN 2,450,000.00. The payout will fail unless the wallet is funded first.',
      ),
    ).toBeVisible();
  },
};

export const AmountRequired: Story = {
  args: { amountError: transferMessages.amountRequired },
  play: async ({ canvasElement }) => {
    await expect(amountField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Amount is required!')).toBeVisible();
  },
};

export const AmountZero: Story = {
  args: { initialAmount: '0', amountError: transferMessages.amountPositive },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Amount must be greater than 0')).toBeVisible();
  },
};

/** No wallets: no balance hint and no warning. */
export const NoWallets: Story = {
  args: { wallets: [], initialAmount: '5000', currencyError: transferMessages.currencyRequired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Currency is required!')).toBeVisible();
    await expect(canvas.queryByText(/Available balance/)).toBeNull();
  },
};
