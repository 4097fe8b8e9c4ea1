import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { beneficiaryRows } from '../fixtures';
import { beneficiaryFilters } from '../filters';
import {
  filterWith,
  listArgs,
  openFilter,
  pickRowAction,
  readyRows,
  retryArgs,
} from '../listStoryArgs';
import { BENEFICIARIES_EMPTY_TEXT, BeneficiaryListScreen } from './BeneficiaryListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory } from '../../list/fixtures/stateStories';

const meta: Meta<typeof BeneficiaryListScreen> = {
  title: 'Screens/Money/BeneficiaryList',
  component: BeneficiaryListScreen,
  args: {
    ...listArgs(),
    data: readyRows(beneficiaryRows),
    filter: filterWith(beneficiaryFilters),
    onAdd: fn(),
    onResolve: fn(),
    onDelete: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Beneficiaries' }));
    await expect(table.getByText('0123456789 · Guaranty Trust Bank')).toBeVisible();
    await expect(table.getByText('02 Nov 2026')).toBeVisible();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add new beneficiary' }),
    );
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const FilterByType: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = await openFilter(canvasElement);
    const type = panel.getByRole('combobox', { name: 'Type' });
    await expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Bank', 'Merchant', 'Mobile']);
    await userEvent.selectOptions(type, 'Merchant');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.filter?.onChange).toHaveBeenCalledWith({
      type: 'Merchant',
      dateRange: { from: '', to: '' },
    });
  },
};

export const Resolve: Story = {
  play: async ({ args, canvasElement }) => {
    await pickRowAction(canvasElement, 'Kano Textiles Ltd MER204311', 'Resolve');
    await expect(args.onResolve).toHaveBeenCalledWith(beneficiaryRows[1]);
  },
};

export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    await pickRowAction(canvasElement, 'Amaka Nwosu 08031234567', 'Delete');
    await expect(args.onDelete).toHaveBeenCalledWith(beneficiaryRows[2]);
  },
};

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(readyRows([]), BENEFICIARIES_EMPTY_TEXT);

export const Error: Story = { args: { data: retryArgs() } };

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
