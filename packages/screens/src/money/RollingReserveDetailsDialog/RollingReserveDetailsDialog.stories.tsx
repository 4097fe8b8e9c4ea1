import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rollingReserveRows } from '../fixtures';
import { RollingReserveDetailsDialog } from './RollingReserveDetailsDialog';

const meta: Meta<typeof RollingReserveDetailsDialog> = {
  title: 'Screens/Money/RollingReserveDetailsDialog',
  component: RollingReserveDetailsDialog,
  args: { open: true, onClose: fn(), reserve: rollingReserveRows[0], currency: 'NGN' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(within(document.body).getByRole('dialog', { name: 'Rolling Reserve Details' }));

/** The table's columns, label by label: initial = total minus withheld, Balance is the withheld. */
export const Due: Story = {
  play: async ({ args }) => {
    for (const [label, value] of [
      ['Total Settlement Amount', 'NGN 500,000.00'],
      ['Initial Settlement Amount', 'NGN 450,000.00'],
      ['Balance', 'NGN 50,000.00'],
      ['Status', 'Due'],
    ] as const) {
      const term = dialog().getByText(label, { exact: true });
      await expect(term.nextElementSibling).toHaveTextContent(value);
    }
    await userEvent.click(dialog().getByRole('button', { name: /^Close/ }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
