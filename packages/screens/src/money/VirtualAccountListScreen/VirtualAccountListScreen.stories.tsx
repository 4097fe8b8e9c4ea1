import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { virtualAccountFilters } from '../filters';
import { filterWith, listArgs, openFilter, readyRows, retryArgs } from '../listStoryArgs';
import {
  VIRTUAL_ACCOUNTS_EMPTY_TEXT,
  VirtualAccountListScreen,
  matchesVirtualAccountSearch,
} from './VirtualAccountListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory } from '../../list/fixtures/stateStories';

const rows = [
  {
    id: 'v1',
    accountName: 'Lagos Fresh Foods',
    accountNumber: '9912345678',
    bankName: 'Wema Bank',
    bvn: '22212345678',
  },
  {
    id: 'v2',
    accountName: 'Lagos Fresh Foods 2',
    accountNumber: '9912345679',
    bankName: 'Providus Bank',
    bvn: '22287654321',
  },
];

const meta: Meta<typeof VirtualAccountListScreen> = {
  title: 'Screens/Money/VirtualAccountList',
  component: VirtualAccountListScreen,
  args: {
    ...listArgs(),
    data: readyRows(rows),
    filter: filterWith(virtualAccountFilters),
    onCreate: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Virtual Wallets' }));
    await expect(table.getByText('Providus Bank')).toBeVisible();
    await expect(table.getByText('22212345678')).toBeVisible();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Create Virtual Wallet' }),
    );
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await expect(rows.filter((row) => matchesVirtualAccountSearch(row, 'providus'))).toHaveLength(
      1,
    );
  },
};

export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = await openFilter(canvasElement);
    await userEvent.type(panel.getByRole('textbox', { name: 'Search' }), 'Providus');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.filter?.onChange).toHaveBeenCalledWith({ search: 'Providus' });
  },
};

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(readyRows([]), VIRTUAL_ACCOUNTS_EMPTY_TEXT);

export const Error: Story = { args: { data: retryArgs() } };

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
