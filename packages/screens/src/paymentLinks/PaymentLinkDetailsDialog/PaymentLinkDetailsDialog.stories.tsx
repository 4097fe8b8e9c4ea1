import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildPaymentLink } from '../fixtures';
import { PaymentLinkDetailsDialog } from './PaymentLinkDetailsDialog';

const meta: Meta<typeof PaymentLinkDetailsDialog> = {
  title: 'Screens/PaymentLinks/PaymentLinkDetailsDialog',
  component: PaymentLinkDetailsDialog,
  args: { open: true, onClose: fn(), link: buildPaymentLink() },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Payment link details' }));

export const Default: Story = {
  play: async ({ args }) => {
    const details = await dialog();
    await expect(details.getByText('Weekend fruit basket')).toBeVisible();
    await expect(details.getByText('Single Charge')).toBeVisible();
    await expect(details.getByText('12,500.00')).toBeVisible();
    await expect(details.getByText('No authentication')).toBeVisible();
    await expect(details.getByText('https://checkout.paymerchant.ng/pay/PLK-0001')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** No amount, no limit, inactive, authentication required. */
export const OpenAmountNoLimit: Story = {
  args: {
    link: buildPaymentLink({
      amount: undefined,
      limit: undefined,
      isActive: false,
      authOption: 'AUTH',
    }),
  },
  play: async () => {
    const details = await dialog();
    await expect(details.getByText('No limit')).toBeVisible();
    await expect(details.getByText('Authentication required')).toBeVisible();
    await expect(details.getByText('InActive').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'red',
    );
  },
};
