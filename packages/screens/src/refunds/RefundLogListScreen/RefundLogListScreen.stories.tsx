import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { refundFilters } from '../filters';
import { refundPerStatus } from '../fixtures';
import { NO_TRANSACTIONS_TEXT } from '../../list/emptyTexts';
import { RefundLogListScreen } from './RefundLogListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory, listControlArgs } from '../../list/fixtures/stateStories';

const meta: Meta<typeof RefundLogListScreen> = {
  title: 'Screens/Refunds/RefundLogList',
  component: RefundLogListScreen,
  args: {
    data: { status: 'ready', data: { rows: refundPerStatus, total: 6, complete: false } },
    filter: { definition: refundFilters, value: refundFilters.defaults, onChange: fn() },
    ...listControlArgs(),
    onViewDetails: fn(),
    onLogSingle: fn(),
    onLogBulk: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(within(canvasElement).getByRole('table', { name: 'Refunds' }));
    for (const header of ['Amount', 'Customer ID', 'Transaction reference', 'Date', 'Status'])
      await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
  },
};

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(
  { status: 'ready', data: { rows: [], total: 0, complete: false } },
  NO_TRANSACTIONS_TEXT,
);

export const Error: Story = {
  args: { data: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
};

/** The status filter offers the spec's three values, not the statuses a refund shows. */
export const StatusFilter: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Filter/ }));
    const panel = within(await body().findByRole('dialog', { name: 'Filter' }));
    const status = panel.getByRole('combobox', { name: 'Status' });
    await expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Successful', 'Error', 'Pending']);
    await userEvent.selectOptions(status, 'Error');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.filter?.onChange).toHaveBeenCalledWith({
      status: 'Error',
      dateRange: { from: '', to: '' },
    });
  },
};

export const LogASingleRefund: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log a refund' }));
    await userEvent.click(body().getByRole('menuitem', { name: 'Log a single refund' }));
    await expect(args.onLogSingle).toHaveBeenCalledTimes(1);
  },
};

export const LogBulkRefunds: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log a refund' }));
    await userEvent.click(body().getByRole('menuitem', { name: 'Log bulk refunds' }));
    await expect(args.onLogBulk).toHaveBeenCalledTimes(1);
  },
};

export const ViewDetails: Story = {
  play: async ({ canvasElement, args }) => {
    const first = refundPerStatus[0];
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `Actions for ${first?.orderReference}` }),
    );
    await userEvent.click(body().getByRole('menuitem', { name: 'View details' }));
    await expect(args.onViewDetails).toHaveBeenCalledWith(first);
  },
};

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
