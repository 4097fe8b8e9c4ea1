import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildRefund } from '../fixtures';
import { RefundDetailsDialog } from './RefundDetailsDialog';

const meta: Meta<typeof RefundDetailsDialog> = {
  title: 'Screens/Refunds/RefundDetailsDialog',
  component: RefundDetailsDialog,
  args: { open: true, onClose: fn(), refund: buildRefund({ currency: 'USD' }) },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Refund details' }),
    );
    await expect(dialog.getByText('USD 25,000.00')).toBeVisible();
    await expect(dialog.getByText('NGN 10,000.00')).toBeVisible();
    await expect(dialog.getByText('Approved')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Fields the API left out read 'N/A'. */
export const MissingFields: Story = {
  args: { refund: buildRefund({ customerName: undefined, refundReference: undefined }) },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getAllByText('N/A')).toHaveLength(2);
  },
};
