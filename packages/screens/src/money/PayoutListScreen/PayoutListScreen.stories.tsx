import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PAYOUT_STATUSES } from '../payouts/status';
import { buildPayoutRow } from '../fixtures';
import { payoutFilters } from '../filters';
import { filterWith, listArgs, openFilter, readyRows, viewDetailsStory } from '../listStoryArgs';
import { PAYOUTS_EMPTY_TEXT, PayoutListScreen } from './PayoutListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory, errorStory } from '../../list/fixtures/stateStories';

/** One payout per status of part 2 section 4. */
const rows = PAYOUT_STATUSES.map((status, index) =>
  buildPayoutRow({
    id: String(index + 1),
    status,
    payoutReference: `PYT-00${index + 1}`,
    recipientName: `Recipient ${index + 1}`,
  }),
);

const meta: Meta<typeof PayoutListScreen> = {
  title: 'Screens/Money/PayoutList',
  component: PayoutListScreen,
  args: {
    ...listArgs(),
    data: readyRows(rows),
    filter: filterWith(payoutFilters),
    onInitiatePayout: fn(),
    onViewDetails: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Payouts' }));

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const headers = table(canvasElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    for (const header of [
      'Payout date',
      'Recipient',
      'Beneficiary Number',
      'Total Amount',
      'Transfer Type',
      'Type',
      'Fee',
      'Status',
    ])
      await expect(headers.some((text) => text?.startsWith(header))).toBe(true);
    await expect(table(canvasElement).getAllByText('NGN 250,000.00').length).toBeGreaterThan(0);
    await expect(
      table(canvasElement).getAllByText('November 20th 2026, 9:15 am').length,
    ).toBeGreaterThan(0);
    await expect(within(canvasElement).queryByRole('button', { name: /export/i })).toBeNull();

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Initiate Payout' }));
    await expect(args.onInitiatePayout).toHaveBeenCalledTimes(1);
  },
};

/** Each status badge reads its word (the colour follows section 4). */
export const EveryStatus: Story = {
  args: { pagination: { pageIndex: 0, pageSize: 10 } },
  play: async ({ canvasElement }) => {
    for (const status of PAYOUT_STATUSES)
      await expect(table(canvasElement).getByText(status, { selector: 'span' })).toBeVisible();
  },
};

export const ViewDetails: Story = viewDetailsStory('PYT-008', rows[7]);

export const FilterByStatus: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = await openFilter(canvasElement);
    await userEvent.selectOptions(
      panel.getByRole('combobox', { name: 'Status' }),
      'Awaiting Verification',
    );
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.filter?.onChange).toHaveBeenCalledWith({ status: 'Awaiting Verification' });
  },
};

export const Loading: Story = {
  args: { data: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Payouts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = emptyStory(readyRows([]), PAYOUTS_EMPTY_TEXT);

export const Error: Story = errorStory('Service temporarily unavailable');

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
