import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PAYMENT_METHODS } from '../../fixtures';
import { FeeBearerSection } from './FeeBearerSection';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { TwoFactorSection } from './TwoFactorSection';

// Each section answers on its own, so each is shown here in the states its read goes through.
const meta: Meta<typeof FeeBearerSection> = {
  title: 'Screens/Settings/Preferences/Parts',
  component: FeeBearerSection,
  args: { feeBearer: { status: 'loading' }, state: 'idle', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The radios hold the section's place, locked and unchosen, until the fee bearer answers. */
export const FeeBearerLoading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Transaction fees' })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
      await expect(radio).not.toBeChecked();
    }
  },
};

export const FeeBearerSaving: Story = {
  args: { feeBearer: { status: 'ready', data: 'SPLIT' }, state: 'pending' },
  play: async ({ canvasElement }) => {
    const split = within(canvasElement).getByRole('radio', { name: 'Split' });
    await expect(split).toBeChecked();
    await expect(split).toBeDisabled();
  },
};

export const PaymentMethodsError: StoryObj<typeof PaymentMethodsSection> = {
  render: (args) => <PaymentMethodsSection {...args} />,
  args: {
    methods: { status: 'error', message: 'Unexpected Error!', onRetry: fn() },
    onChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    if (args.methods.status === 'error')
      await expect(args.methods.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const PaymentMethodsReady: StoryObj<typeof PaymentMethodsSection> = {
  render: (args) => <PaymentMethodsSection {...args} />,
  args: { methods: { status: 'ready', data: PAYMENT_METHODS }, onChange: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'USSD' }));
    await expect(args.onChange).toHaveBeenCalledWith('USSD', true);
  },
};

export const TwoFactorLoading: StoryObj<typeof TwoFactorSection> = {
  render: (args) => <TwoFactorSection {...args} />,
  args: { enabled: { status: 'loading' }, state: 'idle', onChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Security' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
