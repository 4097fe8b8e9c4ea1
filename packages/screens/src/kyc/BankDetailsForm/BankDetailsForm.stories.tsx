import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BANK_OPTIONS, buildLookupQuery, buildSavedBankAccount } from '../fixtures';
import {
  LOOKUP_FAILURE,
  RESOLVED_NAME,
  choose,
  control,
  typeInto,
  usePendingAfterSubmit,
  useStoryLookup,
} from '../storyHelpers';
import { BankDetailsForm, type BankDetailsFormProps } from './BankDetailsForm';
import { bankDetailsMessages } from './BankDetailsForm.schema';

/** The form as the app runs it: a lookup that resolves, and a save that turns 'pending'. */
function LiveForm(props: BankDetailsFormProps) {
  const { lookup, onLookup } = useStoryLookup(props.onLookup);
  const { submitState, onSubmit } = usePendingAfterSubmit(props.onSubmit);
  return (
    <BankDetailsForm
      {...props}
      lookup={lookup}
      onLookup={onLookup}
      onSubmit={onSubmit}
      submitState={props.submitState === 'idle' ? submitState : props.submitState}
    />
  );
}

const meta: Meta<typeof BankDetailsForm> = {
  title: 'Screens/KYC/BankDetailsForm',
  component: BankDetailsForm,
  args: {
    'aria-label': 'Bank details',
    banks: BANK_OPTIONS,
    withAccountType: true,
    lookup: { status: 'idle' },
    onLookup: fn(),
    onSubmit: fn(),
    submitState: 'idle',
  },
  render: (args) => <LiveForm {...args} />,
};
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('form', { name: 'Bank details' });
const saveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Save' });

async function fillAccount(root: HTMLElement, accountNumber: string) {
  await choose(root, 'Account type', 'Savings');
  await choose(root, 'Bank', 'Access Bank');
  await typeInto(root, 'Account number', accountNumber);
}

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    await expect(control(root, 'Account name')).toHaveValue('');
    await expect(control(root, 'Account name')).toHaveAttribute('readonly');
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(args.onLookup).not.toHaveBeenCalledWith(expect.anything());
  },
};

export const ResolvesAndSaves: Story = {
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    await choose(root, 'Account type', 'Savings');
    await choose(root, 'Bank', 'Access Bank');
    await typeInto(root, 'Account number', '023456789');
    // Nine digits: no lookup yet, Save still disabled.
    await expect(args.onLookup).not.toHaveBeenCalledWith(expect.anything());
    await userEvent.type(control(root, 'Account number'), '1');

    await waitFor(() => expect(control(root, 'Account name')).toHaveValue(RESOLVED_NAME));
    await expect(args.onLookup).toHaveBeenLastCalledWith(buildLookupQuery());
    await userEvent.click(saveButton(canvasElement));

    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        accountType: 'Savings',
        bankId: '1',
        accountNumber: '0234567891',
        accountName: RESOLVED_NAME,
      }),
    );
  },
};

export const Resolving: Story = {
  render: (args) => <BankDetailsForm {...args} />,
  args: { lookup: { status: 'pending' }, saved: buildSavedBankAccount({ accountName: '' }) },
  play: async ({ canvasElement }) => {
    const root = form(canvasElement);
    await expect(control(root, 'Account name')).toHaveAccessibleDescription(
      'Resolving account name…',
    );
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const LookupFails: Story = {
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    await fillAccount(root, '0234560000');

    await expect(await within(root).findByText(LOOKUP_FAILURE)).toBeVisible();
    await expect(control(root, 'Account name')).toHaveAttribute('aria-invalid', 'true');
    await expect(saveButton(canvasElement)).toBeDisabled();
    // The form keeps what was typed.
    await expect(control(root, 'Account number')).toHaveValue('0234560000');
    await expect(control(root, 'Bank')).toHaveValue('1');
    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShorterNumberDropsTheName: Story = {
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    await fillAccount(root, '0234567891');
    await waitFor(() => expect(control(root, 'Account name')).toHaveValue(RESOLVED_NAME));

    await userEvent.type(control(root, 'Account number'), '{Backspace}');

    await expect(control(root, 'Account name')).toHaveValue('');
    await expect(args.onLookup).toHaveBeenLastCalledWith(null);
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const AccountTypeRequired: Story = {
  play: async ({ canvasElement }) => {
    const root = form(canvasElement);
    await userEvent.click(control(root, 'Account type'));
    await userEvent.tab();
    await expect(
      await within(root).findByText(bankDetailsMessages.accountTypeRequired),
    ).toBeVisible();
  },
};

export const BankRequired: Story = {
  play: async ({ canvasElement }) => {
    const root = form(canvasElement);
    await userEvent.click(control(root, 'Bank'));
    await userEvent.tab();
    await expect(await within(root).findByText(bankDetailsMessages.bankRequired)).toBeVisible();
  },
};

export const AccountNumberRequired: Story = {
  play: async ({ canvasElement }) => {
    const root = form(canvasElement);
    await typeInto(root, 'Account number', '');
    await expect(
      await within(root).findByText(bankDetailsMessages.accountNumberRequired),
    ).toBeVisible();
  },
};

export const AccountNumberNotANumber: Story = {
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    await choose(root, 'Bank', 'Access Bank');
    await typeInto(root, 'Account number', '02345abcde');
    await expect(
      await within(root).findByText(bankDetailsMessages.accountNumberDigits),
    ).toBeVisible();
    await expect(args.onLookup).not.toHaveBeenCalledWith(expect.anything());
  },
};

export const SavedAccount: Story = {
  args: { saved: buildSavedBankAccount() },
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    await expect(control(root, 'Account type')).toHaveValue('Current');
    await expect(control(root, 'Bank')).toHaveValue('2');
    await expect(control(root, 'Account number')).toHaveValue('0123456789');
    await expect(control(root, 'Account name')).toHaveValue('LAGOS FRESH FOODS LIMITED');
    // A saved account is already resolved: no lookup, and it can be saved again as it is.
    await expect(args.onLookup).not.toHaveBeenCalledWith(expect.anything());
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        accountType: 'Current',
        bankId: '2',
        accountNumber: '0123456789',
        accountName: 'LAGOS FRESH FOODS LIMITED',
      }),
    );
  },
};

export const WithoutAccountType: Story = {
  args: { withAccountType: false, saved: buildSavedBankAccount({ accountType: undefined }) },
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    await expect(within(root).queryByLabelText(/Account type/)).toBeNull();
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        bankId: '2',
        accountNumber: '0123456789',
        accountName: 'LAGOS FRESH FOODS LIMITED',
      }),
    );
  },
};

export const DoubleClickSavesOnce: Story = {
  args: { saved: buildSavedBankAccount() },
  play: async ({ canvasElement, args }) => {
    await userEvent.dblClick(saveButton(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: {
    saved: buildSavedBankAccount(),
    submitState: 'error',
    errorMessage: 'Account type, bank, a 10-digit account number and the account name are required',
  },
  play: async ({ canvasElement }) => {
    const root = form(canvasElement);
    await expect(within(root).getByRole('alert')).toHaveTextContent(
      'Account type, bank, a 10-digit account number and the account name are required',
    );
    await expect(control(root, 'Account number')).toHaveValue('0123456789');
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
};

export const ReportsUnsavedChanges: Story = {
  args: { onDirtyChange: fn() },
  play: async ({ canvasElement, args }) => {
    await choose(form(canvasElement), 'Bank', 'Zenith Bank');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await choose(form(canvasElement), 'Bank', 'Select bank');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

export const Saved: Story = {
  args: { saved: buildSavedBankAccount(), submitState: 'success' },
  play: async ({ canvasElement }) => {
    await expect(control(form(canvasElement), 'Account name')).toHaveValue(
      'LAGOS FRESH FOODS LIMITED',
    );
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
};
