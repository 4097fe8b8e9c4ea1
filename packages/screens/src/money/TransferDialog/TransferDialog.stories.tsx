import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clickByPosition } from '../../forms/clickByPosition';
import type { SubmitState } from '../../types';
import {
  bankPayoutInstruction as bankInstruction,
  moneyBanks,
  payoutRecipients,
  payoutWallets,
  storyFee,
} from '../fixtures';
import type { PayoutInstruction } from '../types';
import { TransferDialog, type TransferDialogProps } from './TransferDialog';
import { transferMessages } from './TransferDialog.schema';
import { offline } from '../../offlineStory';

const meta: Meta<typeof TransferDialog> = {
  title: 'Screens/Money/TransferDialog',
  component: TransferDialog,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    wallets: payoutWallets,
    defaultCurrency: 'NGN',
    banks: moneyBanks,
    recipients: { status: 'ready', data: payoutRecipients },
    onResolveAccount: fn(async () => 'Chinedu Okafor'),
    feeFor: storyFee,
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Transfer' });
const inDialog = () => within(dialog());
const amountField = () => inDialog().getByRole('textbox', { name: /^Amount/ });
const continueButton = () => inDialog().getByRole('button', { name: 'Continue' });

/** Bank, 10 digits, the resolved name, then the amount. */
async function fillBankTransfer(amount = '25000') {
  await userEvent.selectOptions(
    inDialog().getByRole('combobox', { name: /^Bank/ }),
    'Guaranty Trust Bank',
  );
  await userEvent.type(inDialog().getByRole('textbox', { name: /^Account number/ }), '0123456789');
  await expect(
    await inDialog().findByDisplayValue('Chinedu Okafor', undefined, { timeout: 2000 }),
  ).toBeVisible();
  await userEvent.type(amountField(), amount);
}

export const NewBankTransfer: Story = {
  play: async ({ args }) => {
    await expect(inDialog().getByRole('tab', { name: 'New Transfer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(inDialog().getByRole('tab', { name: 'Beneficiary' })).toBeVisible();

    await fillBankTransfer();
    await userEvent.type(inDialog().getByRole('textbox', { name: /^Description/ }), 'Invoice 44');
    await expect(args.onResolveAccount).toHaveBeenLastCalledWith({
      type: 'Bank',
      accountNumber: '0123456789',
      bankCode: '058',
    });
    await expect(amountField()).toHaveValue('25,000');
    await userEvent.click(continueButton());

    // The confirmation step: recipient, account, bank, amount, currency and fee.
    const review = within(inDialog().getByRole('region', { name: 'Transfer summary' }));
    await expect(dialog()).toHaveAccessibleDescription(
      'Confirm the transfer: the money moves when you send it.',
    );
    for (const text of [
      'Chinedu Okafor',
      '0123456789',
      'Guaranty Trust Bank',
      'NGN 25,000.00',
      'NGN 26.88',
      'NGN 25,026.88',
    ])
      await expect(review.getByText(text)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(review.getByRole('button', { name: 'Send NGN 25,000.00' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(bankInstruction);
  },
};

export const ConfirmSendsOnce: Story = {
  play: async ({ args }) => {
    await fillBankTransfer();
    await userEvent.click(continueButton());
    await userEvent.dblClick(inDialog().getByRole('button', { name: 'Send NGN 25,000.00' }));
    await userEvent.click(inDialog().getByRole('button', { name: 'Send NGN 25,000.00' }));

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Offline: the transfer can be reviewed, but Send waits for the network and says so. */
export const Offline: Story = {
  decorators: [offline],
  play: async ({ args }) => {
    await fillBankTransfer();
    await userEvent.click(continueButton());
    const send = inDialog().getByRole('button', { name: 'Send NGN 25,000.00' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(
      'You are offline. Reconnect to make a transfer.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ContinueNeedsResolvedName: Story = {
  play: async ({ args }) => {
    await userEvent.selectOptions(
      inDialog().getByRole('combobox', { name: /^Bank/ }),
      'Zenith Bank',
    );
    await userEvent.type(inDialog().getByRole('textbox', { name: /^Account number/ }), '012345678');
    await userEvent.type(amountField(), '5000');

    // Nine digits: no lookup yet, so no name and no Continue.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onResolveAccount).not.toHaveBeenCalled();
    await expect(inDialog().getByRole('textbox', { name: /^Account name/ })).toHaveValue('');
    await expect(continueButton()).toBeDisabled();
  },
};

export const LookupFails: Story = {
  args: {
    onResolveAccount: fn(async () => {
      throw new Error('Could not resolve account name, check the account number');
    }),
  },
  play: async () => {
    await userEvent.selectOptions(
      inDialog().getByRole('combobox', { name: /^Bank/ }),
      'Access Bank',
    );
    await userEvent.type(
      inDialog().getByRole('textbox', { name: /^Account number/ }),
      '0123450000',
    );
    await userEvent.type(amountField(), '5000');

    await expect(
      await inDialog().findByText('Could not resolve account name, check the account number'),
    ).toBeVisible();
    await expect(continueButton()).toBeDisabled();
  },
};

export const AmountZero: Story = {
  play: async ({ args }) => {
    await fillBankTransfer('0');
    await userEvent.tab();

    await expect(await inDialog().findByText(transferMessages.amountPositive)).toBeVisible();
    await userEvent.click(continueButton());
    await expect(inDialog().queryByRole('button', { name: /^Send/ })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AmountRequired: Story = {
  play: async () => {
    await userEvent.click(amountField());
    await userEvent.tab();

    await expect(await inDialog().findByText(transferMessages.amountRequired)).toBeVisible();
  },
};

export const BankRequired: Story = {
  play: async () => {
    await userEvent.click(inDialog().getByRole('combobox', { name: /^Bank/ }));
    await userEvent.tab();

    await expect(await inDialog().findByText(transferMessages.bankRequired)).toBeVisible();
  },
};

export const AccountNumberTooShort: Story = {
  play: async () => {
    await userEvent.type(inDialog().getByRole('textbox', { name: /^Account number/ }), '12345');
    await userEvent.tab();

    await expect(await inDialog().findByText(transferMessages.accountNumberDigits)).toBeVisible();
  },
};

export const AccountNumberRequired: Story = {
  play: async () => {
    await userEvent.click(inDialog().getByRole('textbox', { name: /^Account number/ }));
    await userEvent.tab();

    await expect(await inDialog().findByText(transferMessages.accountNumberRequired)).toBeVisible();
  },
};

export const MoreThanAvailableBalance: Story = {
  play: async () => {
    await fillBankTransfer('2450000');

    await expect(
      inDialog().getByText(
        'Amount plus fee is NGN 2,450,053.75, but the NGN wallet holds NGN 2,450,000.00. The payout will fail unless the wallet is funded first.',
      ),
    ).toBeVisible();
    await userEvent.click(continueButton());
    await expect(
      inDialog().getByText(
        'The NGN wallet holds NGN 2,450,000.00. The payout will fail unless the wallet is funded first.',
      ),
    ).toBeVisible();
  },
};

export const MerchantTransfer: Story = {
  args: { onResolveAccount: fn(async () => 'Kano Textiles Ltd') },
  play: async ({ args }) => {
    await clickByPosition(inDialog().getByRole('radio', { name: 'Merchant' }));
    await expect(inDialog().queryByRole('combobox', { name: /^Bank/ })).toBeNull();
    await userEvent.type(inDialog().getByRole('textbox', { name: /^Merchant ID/ }), 'MER204311');
    await expect(
      await inDialog().findByDisplayValue('Kano Textiles Ltd', undefined, { timeout: 2000 }),
    ).toBeVisible();
    await userEvent.type(amountField(), '1200.5');
    await userEvent.click(continueButton());
    await userEvent.click(inDialog().getByRole('button', { name: 'Send NGN 1,200.50' }));

    await expect(args.onResolveAccount).toHaveBeenLastCalledWith({
      type: 'Merchant',
      accountNumber: 'MER204311',
    });
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'Merchant',
      accountName: 'Kano Textiles Ltd',
      accountNumber: 'MER204311',
      amount: 1200.5,
      currency: 'NGN',
      bankId: undefined,
      bankCode: undefined,
      bankName: undefined,
      description: '',
    });
  },
};

export const BeneficiaryTransfer: Story = {
  play: async ({ args }) => {
    await userEvent.click(inDialog().getByRole('tab', { name: 'Beneficiary' }));
    const continueOnTab = () =>
      within(inDialog().getByRole('form', { name: 'Beneficiary transfer' })).getByRole('button', {
        name: 'Continue',
      });
    await expect(continueOnTab()).toBeDisabled();
    await userEvent.selectOptions(
      inDialog().getByRole('combobox', { name: /^Beneficiary/ }),
      'Chinedu Okafor · 0123456789 · Guaranty Trust Bank',
    );
    await userEvent.selectOptions(inDialog().getByRole('combobox', { name: /^Currency/ }), 'USD');
    await userEvent.type(
      within(inDialog().getByRole('form', { name: 'Beneficiary transfer' })).getByRole('textbox', {
        name: /^Amount/,
      }),
      '300',
    );
    await userEvent.click(continueOnTab());
    await expect(
      within(inDialog().getByRole('region', { name: 'Transfer summary' })).getByText('USD 1.00'),
    ).toBeVisible();
    await userEvent.click(inDialog().getByRole('button', { name: 'Send USD 300.00' }));

    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'Bank',
      accountName: 'Chinedu Okafor',
      accountNumber: '0123456789',
      amount: 300,
      currency: 'USD',
      bankId: '2',
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      description: '',
    });
  },
};

export const BeneficiaryRequired: Story = {
  play: async () => {
    await userEvent.click(inDialog().getByRole('tab', { name: 'Beneficiary' }));
    await userEvent.click(inDialog().getByRole('combobox', { name: /^Beneficiary/ }));
    await userEvent.tab();

    await expect(await inDialog().findByText(transferMessages.beneficiaryRequired)).toBeVisible();
  },
};

export const BeneficiariesLoading: Story = {
  args: { recipients: { status: 'loading' } },
  play: async () => {
    await userEvent.click(inDialog().getByRole('tab', { name: 'Beneficiary' }));
    await expect(inDialog().getByRole('status', { name: 'Loading beneficiaries' })).toBeVisible();
  },
};

export const BeneficiariesError: Story = {
  args: {
    recipients: { status: 'error', message: 'Service temporarily unavailable', onRetry: fn() },
  },
  play: async ({ args }) => {
    await userEvent.click(inDialog().getByRole('tab', { name: 'Beneficiary' }));
    await expect(inDialog().getByText('Service temporarily unavailable')).toBeVisible();
    await userEvent.click(inDialog().getByRole('button', { name: 'Retry' }));
    if (args.recipients.status === 'error')
      await expect(args.recipients.onRetry).toHaveBeenCalled();
  },
};

/** The app's flow: the payout turns 'pending', then the server refuses it. */
function RefusedByServer(props: TransferDialogProps) {
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const onSubmit = (instruction: PayoutInstruction) => {
    props.onSubmit(instruction);
    setSubmitState('pending');
    setTimeout(() => setSubmitState('error'), 300);
  };
  return (
    <TransferDialog
      {...props}
      submitState={submitState}
      errorMessage="Insufficient balance to complete this payout"
      onSubmit={onSubmit}
    />
  );
}

export const ServerRefusesKeepsValues: Story = {
  render: (args) => <RefusedByServer {...args} />,
  play: async ({ args }) => {
    await fillBankTransfer();
    await userEvent.click(continueButton());
    const send = () => inDialog().getByRole('button', { name: 'Send NGN 25,000.00' });
    await userEvent.click(send());
    await userEvent.click(send());

    await expect(
      await inDialog().findByText('Insufficient balance to complete this payout'),
    ).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(send()).toBeEnabled());

    await userEvent.click(inDialog().getByRole('button', { name: 'Back' }));
    await expect(amountField()).toHaveValue('25,000');
    await expect(inDialog().getByRole('textbox', { name: /^Account number/ })).toHaveValue(
      '0123456789',
    );
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(inDialog().getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Each transfer type answers a click on the radio itself. */
export const ClickEachControl: Story = {
  play: async () => {
    const radios = inDialog().getAllByRole('radio');
    for (const radio of [...radios.slice(1), radios[0]]) {
      if (!radio) continue;
      await clickByPosition(radio);
      await expect(radio).toBeChecked();
    }
  },
};
