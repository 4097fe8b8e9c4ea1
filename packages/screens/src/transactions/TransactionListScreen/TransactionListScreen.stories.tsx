import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ListData } from '../../list';
import type { ListRows, RemoteData } from '../../types';
import { buildTransaction, buildTransactionList, transactionPage } from '../fixtures';
import { transactionFilters, type TransactionFilters } from '../filters';
import { ORDER_STATUSES } from '../status';
import type { TransactionRow } from '../types';
import { TransactionListScreen } from './TransactionListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { offline } from '../../offlineStory';

type Rows = RemoteData<ListData<TransactionRow>>;
/** A page of rows, or (complete) every matching row, as the app's list hook hands them. */
const ready = (data: ListRows<TransactionRow>, complete = false): Rows => ({
  status: 'ready',
  data: { ...data, complete },
});
const filterWith = (value: TransactionFilters) => ({
  definition: transactionFilters,
  value,
  onChange: fn(),
});
const rows = buildTransactionList(25);
const firstWith = (status: string): TransactionRow => {
  const row = rows.find((candidate) => candidate.orderStatus === status);
  if (!row) throw new TypeError(`The fixtures hold no ${status} transaction`);
  return row;
};
const firstSuccessful = firstWith('Successful');
const firstPending = firstWith('Pending');
const retry = fn();

const meta: Meta<typeof TransactionListScreen> = {
  title: 'Screens/Transactions/TransactionList',
  component: TransactionListScreen,
  args: {
    data: ready(transactionPage(rows)),
    currency: 'NGN',
    // 'All', so the page shows every status; the app's first view uses the defaults.
    filter: filterWith({ ...transactionFilters.defaults, status: '' }),
    sort: null,
    onSortChange: fn(),
    pagination: { pageIndex: 0, pageSize: 10 },
    onPaginationChange: fn(),
    selection: [],
    onSelectionChange: fn(),
    onExport: fn(),
    exportState: 'idle',
    onViewDetails: fn(),
    onRefund: fn(),
    now: () => new Date(2024, 2, 28, 10, 0),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Transactions' }));
/** The table row that shows `text`. */
const rowWith = (canvasElement: HTMLElement, text: string) => {
  const row = table(canvasElement).getByText(text).closest('tr');
  if (!row) throw new TypeError(`No row shows ${text}`);
  return within(row);
};
const openFilter = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Filter/ }));
  return within(await page().findByRole('dialog', { name: 'Filter' }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Transactions (25)' })).toBeVisible();
    await expect(canvas.getByText('Currency: NGN')).toBeVisible();
    const grid = table(canvasElement);
    for (const header of [
      'Date',
      'Email',
      'Amount',
      'Settlement Amount',
      'Payment method',
      'Reference',
      'Status',
    ]) {
      await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(grid.getAllByRole('row')).toHaveLength(11);
    const first = within(grid.getAllByRole('row')[1] as HTMLElement);
    await expect(first.getByText('28-Mar-2024 04:45:00 pm')).toBeVisible();
    await expect(first.getByText('ada@adastores.ng')).toBeVisible();
    await expect(first.getByText('NGN 5,000.00')).toBeVisible();
    await expect(first.getByText('PAY-20240328-0025')).toBeVisible();
    await expect(first.getByText('Initiated')).toBeVisible();
    const successful = rowWith(canvasElement, firstSuccessful.paymentReference);
    await expect(successful.getByText('USD 77.50')).toBeVisible();
    await expect(successful.getByText('USD 76.34')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { data: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Transactions' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Transactions');
    await expect(canvas.getByRole('table', { name: 'Transactions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('You currently do not have any transactions')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { data: ready({ rows: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Transactions (0)' })).toBeVisible();
    await expect(canvas.getByText('You currently do not have any transactions')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

export const Error: Story = {
  args: {
    data: { status: 'error', message: 'Unable to load transactions', onRetry: retry },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to load transactions');

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));

    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

const everyStatus = [...ORDER_STATUSES, 'Chargeback'].map((status, index) =>
  buildTransaction({
    id: String(index),
    orderStatus: status,
    paymentReference: `PAY-STATUS-${index}`,
  }),
);
const expectedTones: Record<string, string> = {
  Initiated: 'orange',
  'Awaiting-Confirmation': 'red',
  Pending: 'red',
  Successful: 'green',
  Reversed: 'red',
  Failed: 'red',
  Processing: 'red',
  Chargeback: 'red',
};

/** One row per status, plus one the spec does not name (red, with its own text). */
export const AllStatuses: Story = {
  args: { data: ready({ rows: everyStatus, total: everyStatus.length }) },
  play: async ({ canvasElement }) => {
    for (const [index, [status, tone]] of Object.entries(expectedTones).entries()) {
      const row = rowWith(canvasElement, `PAY-STATUS-${index}`);
      await expect(row.getByText(status).closest('[data-tone]')).toHaveAttribute('data-tone', tone);
    }
  },
};

export const Filtered: Story = {
  args: {
    filter: filterWith({
      status: 'Reversed',
      dateRange: { from: '2024-03-22', to: '2024-03-28' },
      paymentReference: 'PAY-2024',
      orderReference: 'ORD-00',
    }),
    data: ready({
      rows: rows.filter((row) => row.orderStatus === 'Reversed'),
      total: 3,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Transactions (3)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Filter/ })).toHaveTextContent('4 applied');

    const panel = await openFilter(canvasElement);

    await expect(panel.getByRole('combobox', { name: 'Status' })).toHaveValue('Reversed');
    await expect(panel.getByRole('combobox', { name: 'Date range' })).toHaveValue('last7');
    await expect(panel.getByLabelText('From')).toHaveValue('2024-03-22');
    await expect(panel.getByLabelText('To')).toHaveValue('2024-03-28');
    await expect(panel.getByRole('textbox', { name: 'Payment reference' })).toHaveValue('PAY-2024');
    await expect(panel.getByRole('textbox', { name: 'Order reference' })).toHaveValue('ORD-00');
  },
};

export const ClearFilters: Story = {
  args: Filtered.args,
  play: async ({ canvasElement, args }) => {
    const panel = await openFilter(canvasElement);

    await userEvent.click(panel.getByRole('button', { name: 'Clear' }));

    await expect(args.filter?.onChange).toHaveBeenCalledWith(transactionFilters.defaults);
  },
};

export const FilterByStatus: Story = {
  args: { filter: filterWith(transactionFilters.defaults) },
  play: async ({ canvasElement, args }) => {
    const panel = await openFilter(canvasElement);
    const status = panel.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveValue('Successful');
    await expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', ...ORDER_STATUSES]);

    await userEvent.selectOptions(status, 'Failed');
    await userEvent.type(panel.getByRole('textbox', { name: 'Payment reference' }), ' PAY-77 ');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));

    await expect(args.filter?.onChange).toHaveBeenCalledWith({
      status: 'Failed',
      dateRange: { from: '', to: '' },
      paymentReference: 'PAY-77',
      orderReference: '',
    });
  },
};

export const FilterAllStatuses: Story = {
  args: { filter: filterWith(transactionFilters.defaults) },
  play: async ({ canvasElement, args }) => {
    const panel = await openFilter(canvasElement);

    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'All');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));

    await expect(args.filter?.onChange).toHaveBeenCalledWith({
      ...transactionFilters.defaults,
      status: '',
    });
  },
};

export const DatePreset: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openFilter(canvasElement);

    await userEvent.selectOptions(
      panel.getByRole('combobox', { name: 'Date range' }),
      'Last 7 days',
    );

    await expect(panel.getByLabelText('From')).toHaveValue('2024-03-22');
    await expect(panel.getByLabelText('To')).toHaveValue('2024-03-28');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.filter?.onChange).toHaveBeenCalledWith({
      status: '',
      dateRange: { from: '2024-03-22', to: '2024-03-28' },
      paymentReference: '',
      orderReference: '',
    });
  },
};

export const SortByAmount: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Amount' }));

    await expect(args.onSortChange).toHaveBeenCalledWith({
      columnId: 'amount',
      direction: 'asc',
    });
  },
};

/** A sort orders every matching row: the app hands the whole list, the table pages it. */
export const SortedByDate: Story = {
  args: {
    sort: { columnId: 'dateCreated', direction: 'asc' },
    data: ready({ rows, total: rows.length }, true),
  },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expect(grid.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const oldest = rows[rows.length - 1] as TransactionRow;
    const first = within(grid.getAllByRole('row')[1] as HTMLElement);
    await expect(first.getByText(oldest.paymentReference)).toBeVisible();
    await expect(within(canvasElement).getByText('1–10 of 25')).toBeVisible();
  },
};

/** A page or filter change: the rows on screen stay, dimmed and marked as updating. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Updating the list' })).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: 'Transactions' }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(table(canvasElement).getAllByRole('row')).toHaveLength(11);
  },
};

export const RowActions: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = table(canvasElement);

    await userEvent.click(
      grid.getByRole('button', { name: `Actions for ${firstPending.paymentReference}` }),
    );
    await expect(page().getByRole('menuitem', { name: 'View details' })).toBeVisible();
    await expect(page().queryByRole('menuitem', { name: 'Refund' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(
      grid.getByRole('button', { name: `Actions for ${firstSuccessful.paymentReference}` }),
    );
    await userEvent.click(await page().findByRole('menuitem', { name: 'Refund' }));

    await expect(args.onRefund).toHaveBeenCalledWith(firstSuccessful);
  },
};

/** Offline, a Successful row's 'Refund' is disabled with the reason under it. */
export const RefundOffline: Story = {
  decorators: [offline],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      table(canvasElement).getByRole('button', {
        name: `Actions for ${firstSuccessful.paymentReference}`,
      }),
    );
    const refund = await page().findByRole('menuitem', { name: 'Refund' });
    await expect(refund).toHaveAttribute('aria-disabled', 'true');
    await expect(refund).toHaveAccessibleDescription('You are offline. Reconnect to refund.');

    await userEvent.click(refund);

    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};

export const ViewDetails: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      table(canvasElement).getByRole('button', {
        name: `Actions for ${firstPending.paymentReference}`,
      }),
    );
    await userEvent.click(await page().findByRole('menuitem', { name: 'View details' }));

    await expect(args.onViewDetails).toHaveBeenCalledWith(firstPending);
  },
};

export const Selection: Story = {
  args: { selection: ['1025', '1023'] },
  play: async ({ canvasElement, args }) => {
    const grid = table(canvasElement);
    await expect(await grid.findByRole('checkbox', { name: 'Select row 1' })).toBeChecked();
    await expect(grid.getByRole('checkbox', { name: 'Select row 3' })).toBeChecked();
    await expect(grid.getByRole('checkbox', { name: 'Select row 2' })).not.toBeChecked();

    await userEvent.click(grid.getByRole('checkbox', { name: 'Select row 2' }));

    await expect(args.onSelectionChange).toHaveBeenCalledWith(
      expect.arrayContaining(['1025', '1024', '1023']),
    );
  },
};

export const Export: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await expect(page().getByRole('menuitem', { name: '.xls' })).toBeVisible();
    await expect(page().getByRole('menuitem', { name: '.xlsx' })).toBeVisible();

    await userEvent.click(page().getByRole('menuitem', { name: '.csv' }));

    await expect(args.onExport).toHaveBeenCalledWith('csv', 'shown');
  },
};

export const Exporting: Story = {
  args: { exportState: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Preparing the export' })).toBeVisible();
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

export const NextPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of 25')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));

    await waitFor(() =>
      expect(args.onPaginationChange).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 10 }),
    );
  },
};

export const LastPage: Story = {
  args: {
    pagination: { pageIndex: 2, pageSize: 10 },
    data: ready(transactionPage(rows, 2)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21–25 of 25')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(table(canvasElement).getAllByRole('row')).toHaveLength(6);
  },
};

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
