import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invoiceFilters } from '../filters';
import { invoicePerStatus } from '../fixtures';
import { InvoiceListScreen, INVOICES_EMPTY_TEXT } from './InvoiceListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory, listControlArgs } from '../../list/fixtures/stateStories';

const meta: Meta<typeof InvoiceListScreen> = {
  title: 'Screens/Invoices/InvoiceList',
  component: InvoiceListScreen,
  args: {
    data: { status: 'ready', data: { rows: invoicePerStatus, total: 3, complete: true } },
    filter: { definition: invoiceFilters, value: invoiceFilters.defaults, onChange: fn() },
    ...listControlArgs(),
    onNewInvoice: fn(),
    onInitiatePayment: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Invoices' }));
const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    for (const header of ['Title', 'Reference', 'Amount', 'Due date', 'Status', 'Action'])
      await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(grid.getByText('USD 82,000.00')).toBeVisible();
    await expect(grid.getAllByText('30/03/2024')[0]).toBeVisible();
  },
};

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(
  { status: 'ready', data: { rows: [], total: 0, complete: true } },
  INVOICES_EMPTY_TEXT,
);

export const Error: Story = {
  args: { data: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
};

/** Paid green, Unpaid red, Pending orange: the word and the colour. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    for (const [word, tone] of [
      ['Paid', 'green'],
      ['Unpaid', 'red'],
      ['Pending', 'orange'],
    ] as const)
      await expect(table(canvasElement).getByText(word).closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        tone,
      );
  },
};

export const NewInvoice: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Invoice' }));
    await expect(args.onNewInvoice).toHaveBeenCalledTimes(1);
  },
};

/** 'Initiate Payment' with the row; an invoice with no payment link offers it disabled. */
export const InitiatePayment: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      table(canvasElement).getByRole('button', { name: 'Actions for INV-0003' }),
    );
    await expect(body().getByRole('menuitem', { name: 'Initiate Payment' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      table(canvasElement).getByRole('button', { name: 'Actions for INV-0001' }),
    );
    await userEvent.click(body().getByRole('menuitem', { name: 'Initiate Payment' }));
    await expect(args.onInitiatePayment).toHaveBeenCalledWith(invoicePerStatus[0]);
  },
};

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
