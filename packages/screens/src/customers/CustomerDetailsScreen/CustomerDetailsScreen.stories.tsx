import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NO_TRANSACTIONS_TEXT } from '../../list/emptyTexts';
import { customerOrderFilters } from '../filters';
import { buildCustomer, customerOrders } from '../fixtures';
import { CustomerDetailsScreen } from './CustomerDetailsScreen';

const orders = {
  data: {
    status: 'ready',
    data: { rows: customerOrders, total: customerOrders.length, complete: true },
  },
  filter: {
    definition: customerOrderFilters,
    value: customerOrderFilters.defaults,
    onChange: fn(),
  },
  sort: null,
  onSortChange: fn(),
  pagination: { pageIndex: 0, pageSize: 10 },
  onPaginationChange: fn(),
  onExport: fn(),
  exportState: 'idle',
} as const;

const meta: Meta<typeof CustomerDetailsScreen> = {
  title: 'Screens/Customers/CustomerDetails',
  component: CustomerDetailsScreen,
  args: {
    customerId: '5001',
    customer: { status: 'ready', data: buildCustomer() },
    orders,
    backHref: '/dashboard/business/customers?status=Active',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const transactions = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Transactions' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ngozi Eze' })).toBeVisible();
    for (const text of ['ngozi.eze@gmail.com', '+2348030000001', 'Nigeria'])
      await expect(canvas.getAllByText(text)[0]).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Transactions (7)' })).toBeVisible();
    for (const header of ['Date', 'Amount', 'Settlement Amount', 'Channel', 'Reference', 'Status'])
      await expect(
        transactions(canvasElement).getByRole('columnheader', { name: header }),
      ).toBeVisible();
    // Back returns to the list as the user left it.
    await expect(canvas.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/dashboard/business/customers?status=Active',
    );
  },
};

export const Loading: Story = {
  args: { customer: { status: 'loading' }, orders: { ...orders, data: { status: 'loading' } } },
};

export const Error: Story = {
  args: { customer: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { customer: { status: 'ready', data: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Customer not found')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** A customer without orders, and without mobile or country ('N/A'). */
export const Empty: Story = {
  args: {
    customer: {
      status: 'ready',
      data: buildCustomer({ mobileNumber: undefined, countryName: undefined }),
    },
    orders: { ...orders, data: { status: 'ready', data: { rows: [], total: 0, complete: true } } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_TRANSACTIONS_TEXT)).toBeVisible();
    await expect(within(canvasElement).getAllByText('N/A')).toHaveLength(2);
  },
};

/** Part 2 section 4: Successful green, Awaiting-Confirmation red, Initiated orange. */
export const OrderStatuses: Story = {
  play: async ({ canvasElement }) => {
    const grid = transactions(canvasElement);
    const tones = { Successful: 'green', 'Awaiting-Confirmation': 'red', Initiated: 'orange' };
    for (const [status, tone] of Object.entries(tones))
      await expect(grid.getByText(status).closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        tone,
      );
  },
};

/** The channel and status filters hand the applied values to the app. */
export const FilterByChannelAndStatus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Filter/ }));
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Filter' }));
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Channel' }), 'USSD');
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'Successful');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(orders.filter.onChange).toHaveBeenCalledWith({
      channel: 'USSD',
      status: 'Successful',
    });
  },
};
