import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rollingReserveRows } from '../fixtures';
import { listArgs, readyRows, retryArgs } from '../listStoryArgs';
import { ROLLING_RESERVE_EMPTY_TEXT, RollingReserveListScreen } from './RollingReserveListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory } from '../../list/fixtures/stateStories';

const meta: Meta<typeof RollingReserveListScreen> = {
  title: 'Screens/Money/RollingReserveList',
  component: RollingReserveListScreen,
  args: {
    ...listArgs(),
    currency: 'NGN',
    data: readyRows(rollingReserveRows),
    onViewDetails: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Initial = total minus withheld; Balance is the withheld amount; Due red, Completed green. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Rolling Reserve' }));
    const first = within(table.getByText('NGN 500,000.00').closest('tr') as HTMLElement);
    await expect(first.getByText('NGN 450,000.00')).toBeVisible();
    await expect(first.getByText('NGN 50,000.00')).toBeVisible();
    await expect(first.getByText('Due', { selector: 'span' })).toBeVisible();
    const second = within(table.getByText('NGN 120,000.50').closest('tr') as HTMLElement);
    await expect(second.getByText('NGN 108,000.45')).toBeVisible();
    await expect(second.getByText('Completed', { selector: 'span' })).toBeVisible();
  },
};

export const InUsd: Story = {
  args: { currency: 'USD' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('USD 500,000.00')).toBeVisible();
  },
};

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(readyRows([]), ROLLING_RESERVE_EMPTY_TEXT);

export const Error: Story = { args: { data: retryArgs() } };

/** Part 2 section 2: the columns end with Status, Action; the row menu offers 'View details'. */
export const ActionViewDetails: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Rolling Reserve' }));
    const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers.slice(-2)).toEqual(['Status', 'Action']);
    const [firstMenu] = table.getAllByRole('button', { name: /^Actions for/ });
    if (!firstMenu) throw new TypeError('no row menu');
    await userEvent.click(firstMenu);
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'View details' }),
    );
    await expect(args.onViewDetails).toHaveBeenCalledWith(rollingReserveRows[0]);
  },
};

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
