import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { refundFilters } from '../filters';
import { buildRefund, refundPerStatus } from '../fixtures';
import { RefundListScreen, REFUNDS_EMPTY_TEXT } from './RefundListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory, listControlArgs } from '../../list/fixtures/stateStories';

const meta: Meta<typeof RefundListScreen> = {
  title: 'Screens/Refunds/RefundList',
  component: RefundListScreen,
  args: {
    data: { status: 'ready', data: { rows: refundPerStatus, total: 6, complete: false } },
    filter: { definition: refundFilters, value: refundFilters.defaults, onChange: fn() },
    ...listControlArgs(),
    onViewDetails: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Refunds' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    for (const header of [
      'Date',
      'Customer Email',
      'Transaction Amount',
      'Refund Amount',
      'Reference',
      'Status',
      'Action',
    ])
      await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
    // Refund amounts read NGN whatever the transaction's currency (part 1 section 9).
    await expect(grid.getAllByText('NGN 1,000.00')[0]).toBeVisible();
  },
};

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(
  { status: 'ready', data: { rows: [], total: 0, complete: false } },
  REFUNDS_EMPTY_TEXT,
);

export const Error: Story = {
  args: { data: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Each status badge, with its word and the spec's colour. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const tones = { Approved: 'green', Completed: 'green', Declined: 'red' } as const;
    for (const [status, tone] of Object.entries(tones))
      await expect(table(canvasElement).getByText(status).closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        tone,
      );
    for (const status of ['Processing', 'Pending'])
      await expect(table(canvasElement).getByText(status).closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        'orange',
      );
  },
};

export const ViewDetails: Story = {
  args: {
    data: { status: 'ready', data: { rows: [buildRefund()], total: 1, complete: false } },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      table(canvasElement).getByRole('button', { name: 'Actions for PAY-20240320-0001' }),
    );
    await userEvent.click(within(document.body).getByRole('menuitem', { name: 'View details' }));
    await expect(args.onViewDetails).toHaveBeenCalledWith(buildRefund());
  },
};

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
