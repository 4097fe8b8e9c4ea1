import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invoiceCurrencies } from '../fixtures';
import { NewInvoiceWizard } from './NewInvoiceWizard';
import { invoiceMessages } from './NewInvoiceWizard.schema';

const details = {
  customerName: 'Halima Umar',
  companyName: 'Abuja Tech Hub',
  emailAddress: 'halima@abujatechhub.ng',
  companyEmailAddress: 'accounts@abujatechhub.ng',
};

const meta: Meta<typeof NewInvoiceWizard> = {
  title: 'Screens/Invoices/NewInvoiceWizard',
  component: NewInvoiceWizard,
  args: {
    currencies: invoiceCurrencies,
    today: '2026-11-23',
    onSubmit: fn(),
    onCancel: fn(),
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Step one: Next is enabled only once all four customer fields hold something. */
export const BusinessDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Customer name/), details.customerName);
    await userEvent.type(canvas.getByLabelText(/Company name/), details.companyName);
    await userEvent.type(canvas.getByLabelText(/Customer email/), 'not checked');
    await expect(next).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Company email/), details.companyEmailAddress);
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(canvas.getByRole('form', { name: 'Invoice Details' })).toBeVisible();
  },
};

export const BackLeaves: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Step two: items, totals and the payload, sent once on a double click. */
export const InvoiceDetails: Story = {
  args: { initialStep: 1, initialBusinessDetails: details },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Due date/)).toHaveValue('2026-11-23');
    await expect(canvas.getByText('Due 23/11/2026')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Invoice title/), 'Board lunch');
    await userEvent.type(canvas.getByLabelText(/Description/), 'Jollof trays');
    await userEvent.type(canvas.getByLabelText(/Unit price/), '15000');
    await userEvent.clear(canvas.getByLabelText(/Quantity/));
    await userEvent.type(canvas.getByLabelText(/Quantity/), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Add another item' }));
    const items = canvas.getAllByRole('group');
    const second = within(items[1] as HTMLElement);
    await expect(
      within(items[0] as HTMLElement).queryByRole('button', { name: 'Remove item' }),
    ).toBeNull();
    await userEvent.type(second.getByLabelText(/Description/), 'Drinks');
    await userEvent.type(second.getByLabelText(/Unit price/), '2500');
    await userEvent.clear(second.getByLabelText(/Quantity/));
    await userEvent.type(second.getByLabelText(/Quantity/), '10');
    await userEvent.type(canvas.getByLabelText(/Discount/), '-5000');
    await userEvent.type(canvas.getByLabelText(/Tax/), '2000');

    const totals = within(canvas.getByLabelText('Totals'));
    await expect(totals.getByText('NGN 85,000.00')).toBeVisible();
    await expect(totals.getByText('NGN 82,000.00')).toBeVisible();

    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send invoice' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      invoiceTitle: 'Board lunch',
      description: '',
      amount: 82000,
      dueDate: '2026-11-23',
      discount: -5000,
      tax: 2000,
      invoiceItems: [
        { item: 'Jollof trays', amount: 15000, quantity: 4 },
        { item: 'Drinks', amount: 2500, quantity: 10 },
      ],
      currencyId: '1',
      businessDetails: details,
    });
  },
};

export const RemoveItem: Story = {
  args: { initialStep: 1, initialBusinessDetails: details },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add another item' }));
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove item' }));
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
  },
};

export const RequiredFields: Story = {
  args: { initialStep: 1, initialBusinessDetails: details },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send invoice' }));
    await expect(await canvas.findByText(invoiceMessages.titleRequired)).toBeVisible();
    await expect(canvas.getByText(invoiceMessages.itemRequired)).toBeVisible();
    await expect(canvas.getByText(invoiceMessages.priceInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WholeNumbersOnly: Story = {
  args: { initialStep: 1, initialBusinessDetails: details },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Discount/), '1.5');
    await userEvent.tab();
    await expect(await canvas.findByText(invoiceMessages.wholeNumber)).toBeVisible();
  },
};

export const Sending: Story = {
  args: { initialStep: 1, initialBusinessDetails: details, submitState: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Send invoice' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: {
    initialStep: 1,
    initialBusinessDetails: details,
    submitState: 'error',
    errorMessage: 'Unable to create invoice',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Unable to create invoice',
    );
  },
};
