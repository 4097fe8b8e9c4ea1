import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RemoteData } from '../../../types';
import {
  makeTransactionSummary,
  makeWalletBalance,
  makeWeekFlow,
  makeYearFlow,
} from '../../fixtures';
import { AVAILABLE_TOOLTIP, BalanceCards, BALANCES_HREF } from './BalanceCards';
import { ChartSkeleton } from './ChartSkeleton';
import { FlowCard } from './FlowCard';
import { FlowChart } from './FlowChart';
import { SummaryCards } from './SummaryCards';

const ready = <T,>(data: T): RemoteData<T> => ({ status: 'ready', data });

const meta: Meta<typeof SummaryCards> = {
  title: 'Screens/Home/Home/Parts',
  component: SummaryCards,
  args: { summary: ready(makeTransactionSummary()), currency: 'NGN' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const SummaryReady: Story = {
  play: async ({ canvasElement }) => {
    const count = within(within(canvasElement).getByRole('group', { name: 'Transaction count' }));
    await expect(count.getByText('1,284')).toBeVisible();
    await expect(count.getByText('from last week')).toBeVisible();
  },
};

export const SummaryError: Story = {
  args: { summary: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    if (args.summary.status === 'error')
      await expect(args.summary.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Balances: StoryObj<typeof BalanceCards> = {
  render: () => <BalanceCards wallet={ready(makeWalletBalance())} currency="NGN" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const link of canvas.getAllByRole('link', { name: 'View Balance' })) {
      await expect(link).toHaveAttribute('href', BALANCES_HREF);
    }
    await userEvent.hover(canvas.getByRole('button', { name: 'About Available balance' }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      AVAILABLE_TOOLTIP,
    );
  },
};

export const FlowWeek: StoryObj<typeof FlowCard> = {
  render: (args) => <FlowCard {...args} />,
  args: {
    flow: ready(makeWeekFlow()),
    currency: 'NGN',
    period: 'week',
    onPeriodChange: fn(),
    onExportFlow: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const period = within(canvasElement).getByRole('combobox', { name: 'Chart period' });
    await expect(period).toHaveValue('week');
    await userEvent.selectOptions(period, 'year');
    await expect(args.onPeriodChange).toHaveBeenCalledWith('year');
  },
};

/** Data saver: the chart waits for 'Show chart'. */
export const FlowOnRequest: StoryObj<typeof FlowCard> = {
  render: (args) => <FlowCard {...args} />,
  args: {
    flow: { status: 'loading' },
    currency: 'NGN',
    period: 'year',
    onPeriodChange: fn(),
    onExportFlow: fn(),
    onShowChart: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Data saver is on/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show chart' }));
    await expect(args.onShowChart).toHaveBeenCalledOnce();
  },
};

/** The drawn chart is hidden from screen readers; a table of the same numbers stands in for it. */
export const ChartWithTable: StoryObj<typeof FlowChart> = {
  render: () => <FlowChart data={makeYearFlow()} currency="NGN" label="Total inflow and outflow" />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Total inflow and outflow' });
    await expect(within(table).getAllByRole('row').length).toBe(makeYearFlow().length + 1);
  },
};

export const ChartLoading: StoryObj<typeof ChartSkeleton> = {
  render: () => <ChartSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading chart');
  },
};
