import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settlementRows } from '../fixtures';
import { settlementFilters } from '../filters';
import { filterWith, listArgs, openFilter, readyRows, viewDetailsStory } from '../listStoryArgs';
import { SETTLEMENTS_EMPTY_TEXT, SettlementListScreen } from './SettlementListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory, errorStory } from '../../list/fixtures/stateStories';

const meta: Meta<typeof SettlementListScreen> = {
  title: 'Screens/Money/SettlementList',
  component: SettlementListScreen,
  args: {
    ...listArgs(),
    data: readyRows(settlementRows),
    filter: filterWith(settlementFilters),
    onViewDetails: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Settlements' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement).getByText('NGN 480,000.00')).toBeVisible();
    await expect(table(canvasElement).getByText('USD 18.75')).toBeVisible();
    for (const status of ['Completed', 'Pending', 'Failed'])
      await expect(table(canvasElement).getByText(status, { selector: 'span' })).toBeVisible();
  },
};

export const FilterByStatus: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = await openFilter(canvasElement);
    const status = panel.getByRole('combobox', { name: 'Status' });
    await expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Completed', 'Pending']);
    await userEvent.selectOptions(status, 'Pending');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.filter?.onChange).toHaveBeenCalledWith({
      status: 'Pending',
      dateRange: { from: '', to: '' },
    });
  },
};

export const Export: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /export/i }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: /csv/i }));
    await expect(args.onExport).toHaveBeenCalledWith('csv', 'shown');
  },
};

export const ViewDetails: Story = viewDetailsStory('STL-0002', settlementRows[1]);

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(readyRows([]), SETTLEMENTS_EMPTY_TEXT);

export const Error: Story = errorStory('Service temporarily unavailable');

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
