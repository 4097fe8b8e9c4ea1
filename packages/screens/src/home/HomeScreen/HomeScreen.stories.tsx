import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RemoteData } from '../../types';
import { makeTransactionSummary, makeWalletBalance, makeWeekFlow, makeYearFlow } from '../fixtures';
import { AVAILABLE_TOOLTIP, LEDGER_TOOLTIP } from './components/BalanceCards';
import { HomeScreen } from './HomeScreen';

const ready = <T,>(data: T): RemoteData<T> => ({ status: 'ready', data });
const loading = { status: 'loading' } as const;
const failed = (message: string, onRetry: () => void): RemoteData<never> => ({
  status: 'error',
  message,
  onRetry,
});

const meta: Meta<typeof HomeScreen> = {
  title: 'Screens/Home/Home',
  component: HomeScreen,
  args: {
    currency: 'NGN',
    summary: ready(makeTransactionSummary()),
    wallet: ready(makeWalletBalance()),
    flow: ready(makeYearFlow()),
    period: 'year',
    onPeriodChange: fn(),
    onExportFlow: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement, 'Transaction count').getByText('1,284')).toBeVisible();
    await expect(card(canvasElement, 'Transaction count').getByText('+12.5%')).toBeVisible();
    await expect(
      card(canvasElement, 'Transaction volume').getByText('NGN 48,250,300.50'),
    ).toBeVisible();
    await expect(
      card(canvasElement, 'Transaction settlements').getByText('NGN 45,120,000.00'),
    ).toBeVisible();
    await expect(
      card(canvasElement, 'Available balance').getByText('NGN 3,450,780.25'),
    ).toBeVisible();
    await expect(card(canvasElement, 'Ledger balance').getByText('NGN 5,210,400.00')).toBeVisible();
    await expect(canvas.getAllByText('from last week')).toHaveLength(5);
    for (const name of ['Available balance', 'Ledger balance']) {
      await expect(
        card(canvasElement, name).getByRole('link', { name: 'View Balance' }),
      ).toHaveAttribute('href', '/dashboard/account/balances');
    }
    await expect(canvas.getByRole('combobox', { name: 'Chart period' })).toHaveValue('year');
    const table = await canvas.findByRole(
      'table',
      { name: /Total inflow and outflow by month/ },
      { timeout: 15000 },
    );
    await expect(within(table).getByRole('rowheader', { name: 'Jan' })).toBeInTheDocument();
  },
};

/** The server sent ledgerBalanceChange: the Ledger balance card shows it like the other four. */
export const LedgerChangeSent: Story = {
  args: { wallet: ready(makeWalletBalance({ ledgerBalanceChange: -3.2 })) },
  play: async ({ canvasElement }) => {
    const ledger = card(canvasElement, 'Ledger balance');
    await expect(ledger.getByText('-3.2%')).toBeVisible();
    await expect(ledger.getByText('from last week')).toBeVisible();
  },
};

/**
 * No ledgerBalanceChange from the server: the line stays, with the change marked not available
 * (never a made-up 0 %).
 */
export const LedgerChangeNotSent: Story = {
  args: { wallet: ready(makeWalletBalance({ ledgerBalanceChange: null })) },
  play: async ({ canvasElement }) => {
    const ledger = card(canvasElement, 'Ledger balance');
    await expect(ledger.getByText('from last week')).toBeVisible();
    await expect(ledger.getByText('not available')).toBeInTheDocument();
    await expect(ledger.queryByText(/%/)).not.toBeInTheDocument();
    await expect(card(canvasElement, 'Available balance').getByText('+6.4%')).toBeVisible();
    await expect(within(canvasElement).getAllByText('from last week')).toHaveLength(5);
  },
};

export const BalanceTooltips: Story = {
  play: async ({ canvasElement }) => {
    const available = card(canvasElement, 'Available balance').getByRole('button', {
      name: 'About Available balance',
    });
    const ledger = card(canvasElement, 'Ledger balance').getByRole('button', {
      name: 'About Ledger balance',
    });
    await expect(available).toHaveAccessibleDescription(/money for transfers/);
    await expect(ledger).toHaveAccessibleDescription(LEDGER_TOOLTIP);

    available.focus();

    await waitFor(() => expect(page().getByText(AVAILABLE_TOOLTIP)).toBeVisible());
  },
};

export const Loading: Story = {
  args: { summary: loading, wallet: loading, flow: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement, 'Transaction count').queryByText('from last week')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart');
    await expect(canvas.getByRole('button', { name: 'Export Transactions Flow' })).toBeDisabled();
  },
};

const retrySummary = fn();
const retryWallet = fn();
const retryFlow = fn();

export const Error: Story = {
  args: {
    summary: failed('Unable to load the transaction summary', retrySummary),
    wallet: failed('Unable to load your wallet balance', retryWallet),
    flow: failed('Unable to load the inflow and outflow', retryFlow),
  },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts).toHaveLength(3);
    const [summaryAlert, walletAlert, flowAlert] = alerts;
    await expect(summaryAlert).toHaveTextContent('Unable to load the transaction summary');
    await expect(flowAlert).toHaveTextContent('Unable to load the inflow and outflow');

    await userEvent.click(
      within(walletAlert as HTMLElement).getByRole('button', { name: 'Try again' }),
    );

    await expect(retryWallet).toHaveBeenCalledTimes(1);
    await expect(retrySummary).not.toHaveBeenCalled();
    await expect(retryFlow).not.toHaveBeenCalled();
  },
};

/** One call failing leaves the others on screen. */
export const PartlyFailed: Story = {
  args: { flow: failed('Unable to load the inflow and outflow', fn()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Unable to load the inflow and outflow',
    );
    await expect(card(canvasElement, 'Ledger balance').getByText('NGN 5,210,400.00')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    summary: ready(
      makeTransactionSummary({
        count: 0,
        volume: 0,
        settlements: 0,
        countChange: 0,
        volumeChange: 0,
        settlementChange: 0,
      }),
    ),
    wallet: ready(
      makeWalletBalance({
        availableBalance: 0,
        availableBalanceChange: 0,
        ledgerBalance: 0,
        ledgerBalanceChange: 0,
      }),
    ),
    flow: ready([]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement, 'Transaction count').getByText('0')).toBeVisible();
    await expect(card(canvasElement, 'Available balance').getByText('NGN 0.00')).toBeVisible();
    await expect(canvas.getAllByText('0%')).toHaveLength(5);
    await expect(
      canvas.getByText('There is no inflow or outflow for this year yet.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export Transactions Flow' })).toBeDisabled();
  },
};

export const WeekPeriod: Story = {
  args: { period: 'week', flow: ready(makeWeekFlow()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Chart period' })).toHaveValue('week');
    const table = await canvas.findByRole(
      'table',
      { name: /Total inflow and outflow by day/ },
      { timeout: 15000 },
    );
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
  },
};

export const NegativeChange: Story = {
  args: {
    summary: ready(makeTransactionSummary({ countChange: -4.2, volumeChange: -12 })),
    wallet: ready(makeWalletBalance({ availableBalanceChange: -3.5, ledgerBalanceChange: null })),
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Transaction count').getByText('-4.2%')).toBeVisible();
    await expect(card(canvasElement, 'Transaction volume').getByText('-12%')).toBeVisible();
    await expect(card(canvasElement, 'Available balance').getByText('-3.5%')).toBeVisible();
    await expect(card(canvasElement, 'Ledger balance').getByText('from last week')).toBeVisible();
    await expect(
      card(canvasElement, 'Ledger balance').getByText('not available'),
    ).toBeInTheDocument();
  },
};

export const InUsd: Story = {
  args: { currency: 'USD' },
  play: async ({ canvasElement }) => {
    await expect(
      card(canvasElement, 'Transaction volume').getByText('USD 48,250,300.50'),
    ).toBeVisible();
  },
};

export const SwitchPeriod: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Chart period' }), 'Week');
    await expect(args.onPeriodChange).toHaveBeenCalledWith('week');
  },
};

export const ExportFlow: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Transactions Flow' }));
    const menu = await page().findByRole('menu', { name: 'Export Transactions Flow' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: '.xls' }));
    await waitFor(() => expect(args.onExportFlow).toHaveBeenCalledWith('xls'));

    await userEvent.click(canvas.getByRole('button', { name: 'Export Transactions Flow' }));
    const again = await page().findByRole('menu', { name: 'Export Transactions Flow' });
    await userEvent.click(within(again).getByRole('menuitem', { name: '.csv' }));
    await waitFor(() => expect(args.onExportFlow).toHaveBeenCalledWith('csv'));
  },
};
