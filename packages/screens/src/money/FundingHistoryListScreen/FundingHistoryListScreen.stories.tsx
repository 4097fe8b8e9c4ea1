import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fundingFilters } from '../filters';
import { filterWith, listArgs, readyRows, retryArgs } from '../listStoryArgs';
import { FUNDING_HISTORY_EMPTY_TEXT, FundingHistoryListScreen } from './FundingHistoryListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory } from '../../list/fixtures/stateStories';

const rows = [
  {
    id: 'f1',
    currency: 'NGN',
    amount: 500_000,
    method: 'Bank Transfer',
    fee: 50,
    dateCreated: '2026-11-10T14:07:09.000Z',
  },
  {
    id: 'f2',
    currency: 'USD',
    amount: 1_000,
    method: 'N/A',
    fee: 1,
    dateCreated: '2026-11-01T09:00:00.000Z',
  },
];

const meta: Meta<typeof FundingHistoryListScreen> = {
  title: 'Screens/Money/FundingHistoryList',
  component: FundingHistoryListScreen,
  args: { ...listArgs(), data: readyRows(rows), filter: filterWith(fundingFilters), onFund: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Funding History' }));
    await expect(table.getByText('NGN 500,000.00')).toBeVisible();
    await expect(table.getByText('N/A')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fund balance' }));
    await expect(args.onFund).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(readyRows([]), FUNDING_HISTORY_EMPTY_TEXT);

export const Error: Story = { args: { data: retryArgs() } };

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
