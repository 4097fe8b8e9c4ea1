import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { balanceHistoryRows } from '../fixtures';
import { balanceHistoryFilters } from '../filters';
import {
  filterWith,
  listArgs,
  openFilter,
  readyRows,
  retryArgs,
  viewDetailsStory,
} from '../listStoryArgs';
import { BALANCE_HISTORY_EMPTY_TEXT, BalanceHistoryListScreen } from './BalanceHistoryListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory } from '../../list/fixtures/stateStories';

const meta: Meta<typeof BalanceHistoryListScreen> = {
  title: 'Screens/Money/BalanceHistoryList',
  component: BalanceHistoryListScreen,
  args: {
    ...listArgs(),
    currency: 'NGN',
    data: readyRows(balanceHistoryRows),
    filter: filterWith(balanceHistoryFilters),
    onViewDetails: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Balance History' }));

/** Direction is a word (Credit green, Debit red), never colour alone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement).getByText('Debit', { selector: 'span' })).toBeVisible();
    await expect(table(canvasElement).getByText('Credit', { selector: 'span' })).toBeVisible();
    await expect(table(canvasElement).getByText('Payout to Chinedu Okafor')).toBeVisible();
    await expect(within(canvasElement).getByText('Currency: NGN')).toBeVisible();
  },
};

export const FilterDebit: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = await openFilter(canvasElement);
    const direction = panel.getByRole('combobox', { name: 'Direction' });
    await expect(
      within(direction)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Debit', 'Credit']);
    await userEvent.selectOptions(direction, 'Debit');
    await userEvent.type(panel.getByRole('textbox', { name: 'Reference' }), 'WLT-0001');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.filter?.onChange).toHaveBeenCalledWith({
      direction: 'D',
      reference: 'WLT-0001',
      dateRange: { from: '', to: '' },
    });
  },
};

export const ViewDetails: Story = viewDetailsStory('WLT-0002', balanceHistoryRows[1]);

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(readyRows([]), BALANCE_HISTORY_EMPTY_TEXT);

export const Error: Story = { args: { data: retryArgs() } };

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
