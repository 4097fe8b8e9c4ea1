import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { customerFilters } from '../filters';
import { buildCustomer, customerRows } from '../fixtures';
import { CustomerListScreen, CUSTOMERS_EMPTY_TEXT } from './CustomerListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory, listControlArgs } from '../../list/fixtures/stateStories';

const meta: Meta<typeof CustomerListScreen> = {
  title: 'Screens/Customers/CustomerList',
  component: CustomerListScreen,
  args: {
    data: { status: 'ready', data: { rows: customerRows, total: 3, complete: true } },
    filter: { definition: customerFilters, value: customerFilters.defaults, onChange: fn() },
    ...listControlArgs(),
    onNewCustomer: fn(),
    onToggleBlacklist: fn(),
    onViewDetails: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Customers' }));

/** Opens a row's menu and picks an item. */
async function pick(canvasElement: HTMLElement, email: string, item: string) {
  await userEvent.click(table(canvasElement).getByRole('button', { name: `Actions for ${email}` }));
  await userEvent.click(within(document.body).getByRole('menuitem', { name: item }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    for (const header of ['Name', 'Email', 'Mobile Number', 'Country', 'Status', 'Action'])
      await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Customers (3)' }),
    ).toBeVisible();
    await expect(grid.getByText('+2348030000001')).toBeVisible();
  },
};

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(
  { status: 'ready', data: { rows: [], total: 0, complete: true } },
  CUSTOMERS_EMPTY_TEXT,
);

export const Error: Story = {
  args: { data: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ActiveBadge: Story = {
  args: { data: { status: 'ready', data: { rows: [buildCustomer()], total: 1, complete: true } } },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement).getByText('Active').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'green',
    );
  },
};

export const BlacklistedBadge: Story = {
  args: {
    data: {
      status: 'ready',
      data: { rows: [buildCustomer({ status: 'Blacklisted' })], total: 1, complete: true },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      table(canvasElement).getByText('Blacklisted').closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'red');
  },
};

export const NewCustomer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Customer' }));
    await expect(args.onNewCustomer).toHaveBeenCalledTimes(1);
  },
};

/** An active customer offers Blacklist (the app confirms before sending). */
export const Blacklist: Story = {
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, 'ngozi.eze@gmail.com', 'Blacklist');
    await expect(args.onToggleBlacklist).toHaveBeenCalledWith(customerRows[0]);
  },
};

/** A blacklisted customer offers Whitelist instead. */
export const Whitelist: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      table(canvasElement).getByRole('button', { name: 'Actions for tunde.bakare@yahoo.com' }),
    );
    await expect(within(document.body).queryByRole('menuitem', { name: 'Blacklist' })).toBeNull();
    await userEvent.click(within(document.body).getByRole('menuitem', { name: 'Whitelist' }));
    await expect(args.onToggleBlacklist).toHaveBeenCalledWith(customerRows[1]);
  },
};

export const ViewDetails: Story = {
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, 'grace@adeyemi.ng', 'View details');
    await expect(args.onViewDetails).toHaveBeenCalledWith(customerRows[2]);
  },
};

const DAY = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Part 1 section 7: the customers call takes email, customer name, mobile number and the date
 * range; the panel offers each, trimmed, under the client's filter names.
 */
export const FilterBySearchFieldsAndDates: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Filter/ }));
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Filter' }));

    await userEvent.type(panel.getByRole('textbox', { name: 'Email' }), ' ada@ ');
    await userEvent.type(panel.getByRole('textbox', { name: 'Customer name' }), 'Ada');
    await userEvent.type(panel.getByRole('textbox', { name: 'Mobile number' }), '803');
    await userEvent.selectOptions(
      panel.getByRole('combobox', { name: 'Date range' }),
      'Last 7 days',
    );
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));

    await expect(args.filter?.onChange).toHaveBeenLastCalledWith({
      status: '',
      dateRange: { from: DAY, to: DAY },
      email: 'ada@',
      customerName: 'Ada',
      mobileNumber: '803',
    });
  },
};

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
