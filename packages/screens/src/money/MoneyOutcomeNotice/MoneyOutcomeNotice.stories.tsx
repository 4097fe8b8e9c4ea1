import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildMoneyRecordRow, twicePaid } from './fixtures';
import { MoneyOutcomeNotice } from './MoneyOutcomeNotice';

const meta: Meta<typeof MoneyOutcomeNotice> = {
  title: 'Screens/Money/MoneyOutcomeNotice',
  component: MoneyOutcomeNotice,
  args: {
    notice: { kind: 'unknown', action: 'payout', rows: [] },
    onConfirmNotSent: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: HTMLElement, noun = 'payouts') =>
  within(within(canvas).getByRole('table', { name: `Matching ${noun}` })).getAllByRole('row');

export const UnknownNothingInList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not confirm this payout. Check the list before you try again.',
    );
    await expect(canvas.getByText('No matching payout is in the list yet.')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'It is not in the list — send it again' }),
    );
    await expect(args.onConfirmNotSent).toHaveBeenCalledOnce();
  },
};

export const UnknownWhileReloading: Story = {
  args: { notice: { kind: 'unknown', action: 'refund', rows: [], checking: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reloading the refund list…')).toBeVisible();
    // Nothing to compare yet: no way to say it did not go through.
    await expect(canvas.queryByRole('button', { name: /send it again/ })).toBeNull();
  },
};

export const UnknownWithMatchingRow: Story = {
  args: { notice: { kind: 'unknown', action: 'payout', rows: [buildMoneyRecordRow()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The newest matching payouts in the list:')).toBeVisible();
    const [, row] = rowsOf(canvasElement);
    await expect(row).toHaveTextContent('Adaeze Okafor');
    await expect(row).toHaveTextContent('NGN 5,000.00');
  },
};

/** The answer was lost (or a retry was refused) but the list shows the refund once: it went. */
export const RecordedDespiteTheAnswer: Story = {
  args: {
    notice: {
      kind: 'recorded',
      action: 'refund',
      rows: [
        buildMoneyRecordRow({
          id: 'RFD-1',
          recordedAt: '2026-11-25T11:05:00',
          recipient: '',
          account: 'PSR-2611-0042',
          amount: 2268.45,
          currency: 'USD',
          status: 'Pending',
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This refund is recorded: USD 2,268.45 (PSR-2611-0042) at 11:05.',
    );
    await expect(
      canvas.getByText('The answer did not say so, but the refund list shows it:'),
    ).toBeVisible();
    await expect(rowsOf(canvasElement, 'refunds')).toHaveLength(2);
    // It went: nothing invites sending it again.
    await expect(canvas.queryByRole('button', { name: /send it again/ })).toBeNull();
  },
};

export const RecordedTwice: Story = {
  args: { notice: { kind: 'duplicate', action: 'payout', rows: twicePaid } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This payout was recorded twice at 13:12 — NGN 5,000.00 to Adaeze Okafor (0123456789).',
    );
    // Both rows in view, and no way to send a third.
    await expect(rowsOf(canvasElement)).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /send it again/ })).toBeNull();
  },
};

export const RecordedThreeTimes: Story = {
  args: {
    notice: {
      kind: 'duplicate',
      action: 'refund',
      rows: [
        ...twicePaid,
        buildMoneyRecordRow({ id: 'PYT-0', recordedAt: '2026-11-25T13:09:40' }),
        // Another instruction of the same bulk file, also twice: in the table, not the sentence.
        buildMoneyRecordRow({ id: 'RFD-8', account: 'PMT-2', recordedAt: '2026-11-25T13:08:00' }),
        buildMoneyRecordRow({ id: 'RFD-7', account: 'PMT-2', recordedAt: '2026-11-25T13:08:00' }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This refund was recorded 3 times at 13:09',
    );
    await expect(rowsOf(canvasElement, 'refunds')).toHaveLength(6);
  },
};

export const HeldWhileCooling: Story = {
  args: { notice: { kind: 'held', action: 'invoice', rows: [buildMoneyRecordRow()] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This invoice was sent a moment ago. Check the list before you send it again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: /send it again/ }));
    await expect(args.onConfirmNotSent).toHaveBeenCalledOnce();
  },
};

export const BannerOnTheList: Story = {
  args: {
    notice: { kind: 'duplicate', action: 'payout', rows: twicePaid },
    onConfirmNotSent: undefined,
    onDismiss: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
