import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RemoteData } from '../../types';
import { buildBankTransfer, buildTransaction } from '../fixtures';
import type { TransactionRow } from '../types';
import { TransactionDetailsScreen } from './TransactionDetailsScreen';

const ready = (data: TransactionRow | null): RemoteData<TransactionRow | null> => ({
  status: 'ready',
  data,
});
const retry = fn();

const meta: Meta<typeof TransactionDetailsScreen> = {
  title: 'Screens/Transactions/TransactionDetails',
  component: TransactionDetailsScreen,
  args: {
    paymentReference: 'PAY-20240305-0001',
    transaction: ready(buildTransaction()),
    onRefund: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for `label` inside the section titled `section`. */
const valueOf = (root: HTMLElement, section: string, label: string) => {
  const region = within(root).getByRole('region', { name: section });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling;
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute(
      'href',
      '/dashboard/business/transactions',
    );
    const order = (label: string) => valueOf(canvasElement, 'Order details', label);
    await expect(order('Order reference')).toHaveTextContent('ORD-7F3K2Q');
    await expect(order('Payment reference')).toHaveTextContent('PAY-20240305-0001');
    await expect(order('Payment response code')).toHaveTextContent('00');
    await expect(order('Payment response message')).toHaveTextContent(
      'Approved by Financial Institution',
    );
    const customer = (label: string) => valueOf(canvasElement, 'Customer details', label);
    await expect(customer('Name')).toHaveTextContent('Ada Okafor');
    await expect(customer('Email')).toHaveTextContent('ada@adastores.ng');
    await expect(customer('Phone')).toHaveTextContent('+2348012345678');
    await expect(customer('Country')).toHaveTextContent('NGN');
    const payment = (label: string) => valueOf(canvasElement, 'Payment details', label);
    await expect(payment('Payment method')).toHaveTextContent('Card');
    await expect(payment('Payment instrument')).toHaveTextContent('539983******4321');
    await expect(payment('Currency')).toHaveTextContent('NGN');
    await expect(payment('Amount')).toHaveTextContent('NGN 12,500.00');
    await expect(payment('Status')).toHaveTextContent('Successful');
    await expect(payment('Narration')).toHaveTextContent('Order #7F3K2Q from Ada Stores');
    await expect(payment('Remark')).toHaveTextContent('Priority delivery');
    await expect(payment('Fee')).toHaveTextContent('NGN 187.50');
    await expect(payment('Merchant fee')).toHaveTextContent('NGN 187.50');
    await expect(payment('Customer fee')).toHaveTextContent('NGN 0.00');
    await expect(payment('Who bears the fee')).toHaveTextContent('Merchant');
    await expect(payment('Date created')).toHaveTextContent('March 5th 2024, 2:07 pm');
    await expect(payment('Date updated')).toHaveTextContent('March 5th 2024, 2:08 pm');
    await expect(payment('Date payment confirmed')).toHaveTextContent('March 5th 2024, 2:07 pm');
    await expect(payment('Settlement status')).toHaveTextContent('Settled');

    await userEvent.click(canvas.getByRole('button', { name: 'Refund' }));

    await expect(args.onRefund).toHaveBeenCalledWith(buildTransaction());
  },
};

export const WithEmptyValues: Story = {
  args: {
    transaction: ready(
      buildTransaction({
        paymentResponseMessage: '',
        narration: undefined,
        remarks: '  ',
        customerFee: undefined,
        dateUpdated: undefined,
        datePaymentConfirmed: '',
        settlementStatus: undefined,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const payment = (label: string) => valueOf(canvasElement, 'Payment details', label);
    await expect(
      valueOf(canvasElement, 'Order details', 'Payment response message'),
    ).toHaveTextContent('N/A');
    await expect(payment('Narration')).toHaveTextContent('N/A');
    await expect(payment('Remark')).toHaveTextContent('N/A');
    await expect(payment('Customer fee')).toHaveTextContent('NGN 0.00');
    await expect(payment('Date updated')).toHaveTextContent('N/A');
    await expect(payment('Date payment confirmed')).toHaveTextContent('N/A');
    await expect(payment('Settlement status')).toHaveTextContent('N/A');
  },
};

export const CardInstrument: Story = {
  args: { transaction: ready(buildTransaction({ accountNumber: undefined })) },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Payment details', 'Payment instrument')).toHaveTextContent(
      '539983******4321',
    );
  },
};

export const AccountInstrument: Story = {
  args: { transaction: ready(buildBankTransfer({ maskedPan: '539983******4321' })) },
  play: async ({ canvasElement }) => {
    const payment = (label: string) => valueOf(canvasElement, 'Payment details', label);
    await expect(payment('Payment instrument')).toHaveTextContent('0123456789');
    await expect(payment('Payment method')).toHaveTextContent('Bank Transfer');
  },
};

export const NotRefundable: Story = {
  args: { transaction: ready(buildTransaction({ orderStatus: 'Pending' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(valueOf(canvasElement, 'Payment details', 'Status')).toHaveTextContent('Pending');
    await expect(canvas.queryByRole('button', { name: 'Refund' })).toBeNull();
  },
};

export const UsdTransaction: Story = {
  args: { transaction: ready(buildTransaction({ currency: 'USD', amount: 40.5, fee: 1.2 })) },
  play: async ({ canvasElement }) => {
    const payment = (label: string) => valueOf(canvasElement, 'Payment details', label);
    await expect(payment('Amount')).toHaveTextContent('USD 40.50');
    await expect(payment('Fee')).toHaveTextContent('USD 1.20');
    await expect(valueOf(canvasElement, 'Customer details', 'Country')).toHaveTextContent('USD');
  },
};

export const Loading: Story = {
  args: { transaction: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading transaction');
    await expect(canvas.queryByRole('region', { name: 'Order details' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to transactions' })).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    transaction: { status: 'error', message: 'Unable to load this transaction', onRetry: retry },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to load this transaction');

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));

    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { paymentReference: 'PAY-UNKNOWN', transaction: ready(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Transaction not found')).toBeVisible();
    await expect(
      canvas.getByText('No transaction has the payment reference PAY-UNKNOWN.'),
    ).toBeVisible();
  },
};
