import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PAYMENT_METHODS } from '../fixtures';
import { PreferencesScreen } from './PreferencesScreen';

const meta: Meta<typeof PreferencesScreen> = {
  title: 'Screens/Settings/Preferences',
  component: PreferencesScreen,
  args: {
    feeBearer: { status: 'ready', data: 'CBF' },
    onFeeBearerChange: fn(),
    feeBearerState: 'idle',
    paymentMethods: { status: 'ready', data: PAYMENT_METHODS },
    onPaymentMethodChange: fn(),
    twoFactor: { status: 'ready', data: false },
    onTwoFactorChange: fn(),
    twoFactorState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Customer' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Card' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'USSD' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Two-factor login/ })).not.toBeChecked();
  },
};

export const ChangeFeeBearer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Split' }));
    await expect(args.onFeeBearerChange).toHaveBeenCalledWith('SPLIT');
    await expect(args.onFeeBearerChange).toHaveBeenCalledTimes(1);
  },
};

export const MerchantBearsFee: Story = {
  args: { feeBearer: { status: 'ready', data: 'SBF' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Merchant' })).toBeChecked();
  },
};

export const TogglePaymentMethods: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'USSD' }));
    await expect(args.onPaymentMethodChange).toHaveBeenCalledWith('USSD', true);
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Card' }));
    await expect(args.onPaymentMethodChange).toHaveBeenCalledWith('CARD', false);
  },
};

export const SavingPaymentMethod: Story = {
  args: { pendingPaymentMethod: 'USSD' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'USSD' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Card' })).toBeEnabled();
  },
};

export const TurnOnTwoFactor: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: /^Two-factor login/ }),
    );
    await expect(args.onTwoFactorChange).toHaveBeenCalledWith(true);
  },
};

export const SavingTwoFactor: Story = {
  args: { twoFactor: { status: 'ready', data: true }, twoFactorState: 'pending' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /^Two-factor login/ });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  },
};

export const Loading: Story = {
  args: {
    feeBearer: { status: 'loading' },
    paymentMethods: { status: 'loading' },
    twoFactor: { status: 'loading' },
  },
};

export const Error: Story = {
  args: { paymentMethods: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unexpected Error!')).toBeVisible();
  },
};
