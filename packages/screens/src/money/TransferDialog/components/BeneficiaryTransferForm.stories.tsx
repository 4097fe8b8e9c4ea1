import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildRecipient, payoutRecipients, transferFormArgs } from '../../fixtures';
import { transferMessages } from '../TransferDialog.schema';
import { BeneficiaryTransferForm } from './BeneficiaryTransferForm';

const meta: Meta<typeof BeneficiaryTransferForm> = {
  title: 'Screens/Money/TransferDialog/BeneficiaryTransferForm',
  component: BeneficiaryTransferForm,
  args: {
    recipients: { status: 'ready', data: payoutRecipients },
    ...transferFormArgs,
    onReview: fn(),
    onCancel: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Beneficiary transfer' }));

/** Pick a saved recipient and an amount; Continue hands the payout to review. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = form(canvasElement);
    const next = canvas.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    const beneficiary = canvas.getByRole('combobox', { name: /^Beneficiary/ });
    await expect(beneficiary).toHaveAccessibleDescription(
      'People and businesses you have paid before.',
    );
    await userEvent.selectOptions(beneficiary, 'Chinedu Okafor · 0123456789 · Guaranty Trust Bank');
    await expect(beneficiary).toHaveAccessibleDescription('Account number: 0123456789');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '15000');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Description/ }), 'Stock');
    await userEvent.click(next);
    await expect(args.onReview).toHaveBeenCalledWith({
      type: 'Bank',
      accountName: 'Chinedu Okafor',
      accountNumber: '0123456789',
      amount: 15_000,
      currency: 'NGN',
      bankId: '2',
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      description: 'Stock',
    });
  },
};

export const BeneficiaryRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: /^Beneficiary/ }));
    await userEvent.tab();
    await expect(await canvas.findByText(transferMessages.beneficiaryRequired)).toBeVisible();
  },
};

/** A recipient without an account number cannot be chosen. */
export const RecipientWithoutAccount: Story = {
  args: {
    recipients: {
      status: 'ready',
      data: [buildRecipient({ id: 'Bank::058', name: 'Bisi Adeyemi', accountNumber: '' })],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      form(canvasElement).getByRole('option', {
        name: 'Bisi Adeyemi · no account number · Guaranty Trust Bank',
      }),
    ).toBeDisabled();
  },
};

export const NoBeneficiaries: Story = {
  args: { recipients: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      form(canvasElement).getByRole('option', { name: 'No beneficiaries yet' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { recipients: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading beneficiaries' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    recipients: { status: 'error', message: 'Service temporarily unavailable', onRetry: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Service temporarily unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    if (args.recipients.status === 'error')
      await expect(args.recipients.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onReview).not.toHaveBeenCalled();
  },
};
