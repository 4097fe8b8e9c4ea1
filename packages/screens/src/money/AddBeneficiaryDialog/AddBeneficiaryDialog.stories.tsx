import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { moneyBanks } from '../fixtures';
import { AddBeneficiaryDialog } from './AddBeneficiaryDialog';
import { addBeneficiaryMessages } from './AddBeneficiaryDialog.schema';

const meta: Meta<typeof AddBeneficiaryDialog> = {
  title: 'Screens/Money/AddBeneficiaryDialog',
  component: AddBeneficiaryDialog,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    banks: moneyBanks,
    onResolveAccount: fn(async () => 'Chinedu Okafor'),
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(within(document.body).getByRole('dialog', { name: 'Add New Beneficiary' }));
const create = () => dialog().getByRole('button', { name: 'Create' });

export const BankBeneficiary: Story = {
  play: async ({ args }) => {
    await expect(create()).toBeDisabled();
    await userEvent.selectOptions(dialog().getByRole('combobox', { name: /^Bank/ }), 'Zenith Bank');
    await userEvent.type(dialog().getByRole('textbox', { name: /^Account number/ }), '0123456789');
    await expect(await dialog().findByDisplayValue('Chinedu Okafor')).toBeVisible();
    await expect(args.onResolveAccount).toHaveBeenLastCalledWith({
      type: 'Bank',
      accountNumber: '0123456789',
      bankCode: '057',
    });
    await userEvent.dblClick(create());

    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'Bank',
        accountName: 'Chinedu Okafor',
        accountNumber: '0123456789',
        bankId: '5',
      }),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The label follows the type; the bank selector shows for Bank only. */
export const MobileBeneficiary: Story = {
  args: { onResolveAccount: fn(async () => 'Amaka Nwosu') },
  play: async ({ args }) => {
    await userEvent.selectOptions(dialog().getByRole('combobox', { name: /^Type/ }), 'Mobile');
    await expect(dialog().queryByRole('combobox', { name: /^Bank/ })).toBeNull();
    await userEvent.type(dialog().getByRole('textbox', { name: /^Mobile Number/ }), '08031234567');
    await expect(await dialog().findByDisplayValue('Amaka Nwosu')).toBeVisible();
    await userEvent.click(create());

    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'Mobile',
        accountName: 'Amaka Nwosu',
        accountNumber: '08031234567',
        bankId: undefined,
      }),
    );
  },
};

export const MerchantLabel: Story = {
  play: async () => {
    await userEvent.selectOptions(dialog().getByRole('combobox', { name: /^Type/ }), 'Merchant');
    await expect(dialog().getByRole('textbox', { name: /^Merchant ID/ })).toBeVisible();
  },
};

export const NotResolved: Story = {
  args: {
    onResolveAccount: fn(async () => {
      throw new Error('Unable to resolve account, please check the details');
    }),
  },
  play: async () => {
    await userEvent.selectOptions(dialog().getByRole('combobox', { name: /^Bank/ }), 'Access Bank');
    await userEvent.type(dialog().getByRole('textbox', { name: /^Account number/ }), '0123450000');
    await expect(
      await dialog().findByText('Unable to resolve account, please check the details'),
    ).toBeVisible();
    await expect(create()).toBeDisabled();
  },
};

export const BankRequired: Story = {
  play: async () => {
    await userEvent.click(dialog().getByRole('combobox', { name: /^Bank/ }));
    await userEvent.tab();
    await expect(await dialog().findByText(addBeneficiaryMessages.bankRequired)).toBeVisible();
  },
};

export const NumberRequired: Story = {
  play: async () => {
    await userEvent.click(dialog().getByRole('textbox', { name: /^Account number/ }));
    await userEvent.tab();
    await expect(
      await dialog().findByText(addBeneficiaryMessages.numberRequired('Bank')),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'This beneficiary already exists' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('This beneficiary already exists');
  },
};
