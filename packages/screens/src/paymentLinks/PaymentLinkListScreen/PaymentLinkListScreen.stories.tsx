import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paymentLinkFilters } from '../filters';
import { buildPaymentLink, paymentLinkRows } from '../fixtures';
import { PaymentLinkListScreen, PAYMENT_LINKS_EMPTY_TEXT } from './PaymentLinkListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory, listControlArgs, filterByDatesStory } from '../../list/fixtures/stateStories';

const meta: Meta<typeof PaymentLinkListScreen> = {
  title: 'Screens/PaymentLinks/PaymentLinkList',
  component: PaymentLinkListScreen,
  args: {
    data: { status: 'ready', data: { rows: paymentLinkRows, total: 3, complete: true } },
    filter: { definition: paymentLinkFilters, value: paymentLinkFilters.defaults, onChange: fn() },
    ...listControlArgs(),
    onCreate: fn(),
    onToggleStatus: fn(),
    onViewDetails: fn(),
    onCopyLink: fn(),
    onInitiatePayment: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Payment Links' }));

/** Opens a row's menu and picks an item. */
async function pick(canvasElement: HTMLElement, rowName: string, item: string) {
  await userEvent.click(
    table(canvasElement).getByRole('button', { name: `Actions for ${rowName}` }),
  );
  await userEvent.click(within(document.body).getByRole('menuitem', { name: item }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    for (const header of ['Link Name', 'Type', 'Limit', 'Amount', 'Currency', 'Status', 'Action'])
      await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Payment Links (3)' }),
    ).toBeVisible();
    await expect(grid.getByText('Single Charge')).toBeVisible();
    // A link without a limit reads 'No limit'; one without an amount lets the payer choose.
    await expect(grid.getAllByText('No limit')).toHaveLength(2);
    await expect(grid.getByText('N/A')).toBeVisible();
    await expect(grid.getByText('12,500.00')).toBeVisible();
  },
};

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(
  { status: 'ready', data: { rows: [], total: 0, complete: true } },
  PAYMENT_LINKS_EMPTY_TEXT,
);

export const Error: Story = {
  args: { data: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ActiveBadge: Story = {
  args: {
    data: { status: 'ready', data: { rows: [buildPaymentLink()], total: 1, complete: true } },
  },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement).getByText('Active').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'green',
    );
  },
};

export const InActiveBadge: Story = {
  args: {
    data: {
      status: 'ready',
      data: { rows: [buildPaymentLink({ isActive: false })], total: 1, complete: true },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement).getByText('InActive').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'red',
    );
  },
};

export const CreateLink: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Create Payment Link' }),
    );
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

/** An active link offers Deactivate (the app confirms before sending). */
export const Deactivate: Story = {
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, 'Weekend fruit basket', 'Deactivate');
    await expect(args.onToggleStatus).toHaveBeenCalledWith(paymentLinkRows[0]);
  },
};

/** An inactive link offers Activate. */
export const Activate: Story = {
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, 'Catering deposit', 'Activate');
    await expect(args.onToggleStatus).toHaveBeenCalledWith(paymentLinkRows[1]);
  },
};

export const ViewDetails: Story = {
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, 'Support our farm school', 'View details');
    await expect(args.onViewDetails).toHaveBeenCalledWith(paymentLinkRows[2]);
  },
};

export const CopyLink: Story = {
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, 'Weekend fruit basket', 'Copy link');
    await expect(args.onCopyLink).toHaveBeenCalledWith(paymentLinkRows[0]);
  },
};

export const InitiatePayment: Story = {
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, 'Catering deposit', 'Initiate payment');
    await expect(args.onInitiatePayment).toHaveBeenCalledWith(paymentLinkRows[1]);
  },
};

/** Without an address there is nothing to copy or open. */
export const WithoutAddress: Story = {
  args: {
    data: {
      status: 'ready',
      data: {
        rows: [buildPaymentLink({ paymentLinkUrl: undefined })],
        total: 1,
        complete: true,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      table(canvasElement).getByRole('button', { name: 'Actions for Weekend fruit basket' }),
    );
    const menu = within(document.body);
    await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(menu.getByRole('menuitem', { name: 'Initiate payment' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Part 1 section 7: the links call takes `fromdate`/`todate`, so the panel offers a date range. */
export const FilterByDates: Story = filterByDatesStory({ status: '' });

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
