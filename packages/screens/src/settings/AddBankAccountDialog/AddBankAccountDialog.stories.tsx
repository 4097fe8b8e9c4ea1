import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clickByPosition } from '../../forms/clickByPosition';
import type { SubmitState } from '../../types';
import { BANK_CHOICES } from '../fixtures';
import type { AccountLookupState } from '../../forms/useAccountLookup';
import type { NewBankAccountValues } from '../types';
import { AddBankAccountDialog, type AddBankAccountDialogProps } from './AddBankAccountDialog';
import { addBankAccountMessages } from './AddBankAccountDialog.schema';

const meta: Meta<typeof AddBankAccountDialog> = {
  title: 'Screens/Settings/AddBankAccountDialog',
  component: AddBankAccountDialog,
  args: {
    open: true,
    onClose: fn(),
    banks: BANK_CHOICES,
    onLookup: fn(),
    lookup: { status: 'idle' },
    onSubmit: fn(),
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Add Bank Account' });
const field = (name: RegExp) => within(dialog()).getByRole('textbox', { name });
const addButton = () => within(dialog()).getByRole('button', { name: 'Add Beneficiary' });

/** The app's flow: a lookup resolves to the name; a submit turns the dialog 'pending'. */
function WithLookup(props: AddBankAccountDialogProps) {
  const [lookup, setLookup] = useState<AccountLookupState>({ status: 'idle' });
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const { onLookup, onSubmit } = props;
  const lookUp = useCallback(
    (query: { bankCode: string; accountNumber: string }) => {
      onLookup(query);
      setLookup({ status: 'resolved', accountName: 'LAGOS FRESH FOODS LTD' });
    },
    [onLookup],
  );
  const submit = (values: NewBankAccountValues) => {
    setSubmitState('pending');
    onSubmit(values);
  };
  return (
    <AddBankAccountDialog
      {...props}
      lookup={lookup}
      onLookup={lookUp}
      submitState={submitState}
      onSubmit={submit}
    />
  );
}

export const Default: Story = {
  play: async ({ args }) => {
    await expect(addButton()).toBeDisabled();
    await expect(field(/^Account name/)).toHaveAttribute('readonly');
    await expect(within(dialog()).getByRole('radio', { name: 'Savings' })).toBeChecked();
    await userEvent.type(field(/^Account number/), '012345678');
    await expect(args.onLookup).not.toHaveBeenCalled();
  },
};

export const LooksUpAtTenDigitsThenAdds: Story = {
  render: (args) => <WithLookup {...args} />,
  play: async ({ args }) => {
    await userEvent.selectOptions(
      within(dialog()).getByRole('combobox', { name: /^Bank/ }),
      'Access Bank',
    );
    await userEvent.type(field(/^Account number/), '0123456789');
    await waitFor(() =>
      expect(args.onLookup).toHaveBeenCalledWith({ bankCode: '044', accountNumber: '0123456789' }),
    );
    await expect(field(/^Account name/)).toHaveValue('LAGOS FRESH FOODS LTD');
    await clickByPosition(within(dialog()).getByRole('radio', { name: 'Current' }));
    await userEvent.dblClick(addButton());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        bankId: '1',
        accountNumber: '0123456789',
        accountName: 'LAGOS FRESH FOODS LTD',
        accountType: 'Current',
      }),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const LookingUp: Story = {
  args: { lookup: { status: 'pending' } },
  play: async () => {
    await expect(within(dialog()).getByText('Looking up the account name…')).toBeVisible();
    await expect(addButton()).toBeDisabled();
  },
};

export const LookupFailed: Story = {
  args: { lookup: { status: 'failed', message: 'Unable to resolve account' } },
  play: async () => {
    await expect(within(dialog()).getByText('Unable to resolve account')).toBeVisible();
    await expect(addButton()).toBeDisabled();
  },
};

export const AccountNumberTooShort: Story = {
  play: async () => {
    await userEvent.type(field(/^Account number/), '12345');
    await userEvent.tab();
    await expect(
      await within(dialog()).findByText(addBankAccountMessages.accountNumberDigits),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    lookup: { status: 'resolved', accountName: 'LAGOS FRESH FOODS LTD' },
    submitState: 'error',
    errorMessage: 'Bank, a 10-digit account number and the account name are required',
  },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Bank, a 10-digit account number and the account name are required',
    );
  },
};

/** Each account type answers a click on the radio itself, with the autofocused Bank left empty. */
export const ClickEachControl: Story = {
  play: async () => {
    for (const name of ['Current', 'Savings']) {
      const radio = within(dialog()).getByRole('radio', { name });
      await clickByPosition(radio);
      await expect(radio).toBeChecked();
    }
  },
};
