import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useForm } from 'react-hook-form';
import type { AccountLookupState } from '../../forms/useAccountLookup';
import { FormColumn } from '../../forms/layout';
import { moneyBanks } from '../fixtures';
import { AccountNameField } from './AccountNameField';
import { AccountNumberField } from './AccountNumberField';
import { BankSelect } from '../../forms/fields/BankSelect';

interface Values {
  bankId: string;
  accountNumber: string;
}

interface RecipientFieldsProps {
  /** Where the lookup of the typed account stands. */
  lookup: AccountLookupState;
}

/** The recipient fields as the beneficiary, transfer and bank-account forms compose them. */
function RecipientFields({ lookup }: RecipientFieldsProps) {
  const { control } = useForm<Values>({ defaultValues: { bankId: '', accountNumber: '' } });
  return (
    <FormColumn aria-label="Recipient">
      <BankSelect control={control} name="bankId" banks={moneyBanks} />
      <AccountNumberField control={control} name="accountNumber" type="Bank" inputMode="numeric" />
      <AccountNameField lookup={lookup} idleHelp="Filled in once the account is found." />
    </FormColumn>
  );
}

const meta: Meta<typeof RecipientFields> = {
  title: 'Screens/Money/RecipientFields',
  component: RecipientFields,
  args: { lookup: { status: 'idle' } },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Before a lookup: the bank is chosen by name, a bank account number takes ten digits. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bank = canvas.getByRole('combobox', { name: /Bank/ });
    await userEvent.selectOptions(bank, moneyBanks[0]?.name ?? '');
    await expect(bank).toHaveValue(moneyBanks[0]?.id);
    const number = canvas.getByRole('textbox', { name: /Account number/ });
    await userEvent.type(number, '012345678901');
    await expect(number).toHaveValue('0123456789');
    await expect(canvas.getByRole('textbox', { name: 'Account name' })).toHaveAccessibleDescription(
      'Filled in once the account is found.',
    );
  },
};

/** While the name is looked up, the field says so. */
export const Pending: Story = {
  args: { lookup: { status: 'pending' } },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('textbox', { name: 'Account name' });
    await expect(name).toHaveAccessibleDescription('Resolving the account name…');
    await expect(name).toHaveValue('');
  },
};

/** A found account fills the read-only name. */
export const Resolved: Story = {
  args: { lookup: { status: 'resolved', accountName: 'Adaeze Okafor' } },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('textbox', { name: 'Account name' });
    await expect(name).toHaveValue('Adaeze Okafor');
    await expect(name).toHaveAttribute('readonly');
  },
};

/** A failed lookup is the name field's error. */
export const Failed: Story = {
  args: { lookup: { status: 'failed', message: 'Account could not be resolved' } },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('textbox', { name: 'Account name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Account could not be resolved/);
  },
};
