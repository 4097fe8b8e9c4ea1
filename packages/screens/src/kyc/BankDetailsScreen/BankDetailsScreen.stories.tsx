import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHECKLIST_LINK_LABEL } from '../../onboarding/OnboardingPageLayout';
import { BANK_OPTIONS, buildSavedBankAccount } from '../fixtures';
import { control } from '../storyHelpers';
import { BankDetailsScreen } from './BankDetailsScreen';

const meta: Meta<typeof BankDetailsScreen> = {
  title: 'Screens/KYC/BankDetailsScreen',
  component: BankDetailsScreen,
  args: {
    data: { status: 'ready', data: { banks: BANK_OPTIONS } },
    lookup: { status: 'idle' },
    onLookup: fn(),
    onSubmit: fn(),
    submitState: 'idle',
    onBack: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bank details' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: CHECKLIST_LINK_LABEL })).toHaveAttribute(
      'href',
      '/dashboard/getStarted/onboarding',
    );
    const form = canvas.getByRole('form', { name: 'Bank details' });
    await expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['Savings', 'Current', 'Access Bank', 'Zenith Bank']));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { data: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { data: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unexpected Error!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.data.status === 'error') await expect(args.data.onRetry).toHaveBeenCalled();
  },
};

export const PreviouslySaved: Story = {
  args: {
    data: { status: 'ready', data: { banks: BANK_OPTIONS, saved: buildSavedBankAccount() } },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Bank details' });
    await expect(control(form, 'Account name')).toHaveValue('LAGOS FRESH FOODS LIMITED');
    await expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
