import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildMoneyRecordRow, twicePaid } from './fixtures';
import { MoneyOutcomeDialog } from './MoneyOutcomeDialog';

const meta: Meta<typeof MoneyOutcomeDialog> = {
  title: 'Screens/Money/MoneyOutcomeDialog',
  component: MoneyOutcomeDialog,
  args: {
    open: true,
    onClose: fn(),
    onConfirmNotSent: fn(),
    title: 'Transfer',
    notice: { kind: 'unknown', action: 'payout', rows: [] },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog', { name: 'Transfer' }));

export const CouldNotConfirm: Story = {
  play: async ({ args }) => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'We could not confirm this payout.',
    );
    // The form is gone: the confirmation is the only way to send again.
    await expect(dialog().queryByRole('textbox')).toBeNull();
    await userEvent.click(dialog().getByRole('button', { name: /send it again/ }));
    await expect(args.onConfirmNotSent).toHaveBeenCalledOnce();
    await userEvent.click(dialog().getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const RecordedTwice: Story = {
  args: { notice: { kind: 'duplicate', action: 'payout', rows: twicePaid } },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'This payout was recorded twice at 13:12',
    );
    await expect(dialog().getAllByRole('row')).toHaveLength(3);
  },
};

export const RecordedDespiteALostAnswer: Story = {
  args: { notice: { kind: 'recorded', action: 'payout', rows: [buildMoneyRecordRow()] } },
  play: async ({ args }) => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'This payout is recorded: NGN 5,000.00 to Adaeze Okafor (0123456789) at 13:12.',
    );
    await expect(dialog().queryByRole('button', { name: /send it again/ })).toBeNull();
    await userEvent.click(dialog().getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
