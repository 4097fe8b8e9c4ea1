import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bankPayoutInstruction, transferFormArgs } from '../../fixtures';
import { transferMessages } from '../TransferDialog.schema';
import { NewTransferForm } from './NewTransferForm';

const meta: Meta<typeof NewTransferForm> = {
  title: 'Screens/Money/TransferDialog/NewTransferForm',
  component: NewTransferForm,
  args: {
    ...transferFormArgs,
    onResolveAccount: fn(async () => 'Chinedu Okafor'),
    onReview: fn(),
    onCancel: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'New Transfer' }));

/** Bank, ten digits, the resolved name, an amount: Continue hands the payout to review. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = form(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Bank' })).toBeChecked();
    await expect(
      canvas.getByRole('textbox', { name: /^Account name/ }),
    ).toHaveAccessibleDescription('Filled in once the account is found.');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Bank/ }),
      'Guaranty Trust Bank',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Account number/ }), '0123456789');
    await expect(
      await canvas.findByDisplayValue('Chinedu Okafor', undefined, { timeout: 2000 }),
    ).toBeVisible();
    await expect(args.onResolveAccount).toHaveBeenLastCalledWith({
      type: 'Bank',
      accountNumber: '0123456789',
      bankCode: '058',
    });
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '25000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onReview).toHaveBeenCalledWith({ ...bankPayoutInstruction, description: '' });
  },
};

/** Merchant: no bank, the account input asks for a Merchant ID. */
export const Merchant: Story = {
  args: { onResolveAccount: fn(async () => 'Kano Textiles Ltd') },
  play: async ({ args, canvasElement }) => {
    const canvas = form(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Merchant' }));
    await expect(canvas.queryByRole('combobox', { name: /^Bank/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Merchant ID/ }), 'MER204311');
    await expect(
      await canvas.findByDisplayValue('Kano Textiles Ltd', undefined, { timeout: 2000 }),
    ).toBeVisible();
    await expect(args.onResolveAccount).toHaveBeenLastCalledWith({
      type: 'Merchant',
      accountNumber: 'MER204311',
    });
  },
};

export const LookupFails: Story = {
  args: {
    onResolveAccount: fn(async () => {
      throw new Error('Could not resolve account name, check the account number');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Bank/ }), 'Access Bank');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Account number/ }), '0123450000');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '5000');
    await expect(
      await canvas.findByText('Could not resolve account name, check the account number'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const BankRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: /^Bank/ }));
    await userEvent.tab();
    await expect(await canvas.findByText(transferMessages.bankRequired)).toBeVisible();
  },
};

export const AccountNumberTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Account number/ }), '12345');
    await userEvent.tab();
    await expect(await canvas.findByText(transferMessages.accountNumberDigits)).toBeVisible();
  },
};

export const MerchantIdRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Merchant' }));
    await userEvent.click(canvas.getByRole('textbox', { name: /^Merchant ID/ }));
    await userEvent.tab();
    await expect(await canvas.findByText(transferMessages.merchantIdRequired)).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
