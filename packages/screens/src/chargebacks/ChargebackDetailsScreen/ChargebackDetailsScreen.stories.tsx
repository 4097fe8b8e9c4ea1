import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RemoteData } from '../../types';
import { buildChargebackDetails, hoursFromNow, STORY_NOW } from '../fixtures';
import type { ChargebackDetails } from '../types';
import { ChargebackDetailsScreen } from './ChargebackDetailsScreen';

const ready = (data: ChargebackDetails | null): RemoteData<ChargebackDetails | null> => ({
  status: 'ready',
  data,
});

const meta: Meta<typeof ChargebackDetailsScreen> = {
  title: 'Screens/Chargebacks/ChargebackDetails',
  component: ChargebackDetailsScreen,
  args: {
    chargebackId: '730112',
    details: ready(buildChargebackDetails()),
    onTreat: fn(),
    now: STORY_NOW,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for `label` inside the section titled `section`. */
const valueOf = (root: HTMLElement, section: string, label: string) => {
  const region = within(root).getByRole('region', { name: section });
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Chargebacks' })).toHaveAttribute(
      'href',
      '/dashboard/chargeback',
    );
    const field = (section: string, label: string) => valueOf(canvasElement, section, label);
    await expect(field('Chargeback', 'Chargeback date')).toHaveTextContent(
      'November 18th 2026, 9:30 am',
    );
    await expect(field('Chargeback', 'Status')).toHaveTextContent('Pending');
    await expect(field('Chargeback', 'Payment channel')).toHaveTextContent('Card');
    await expect(field('Chargeback', 'Chargeback amount')).toHaveTextContent('NGN 45,000.00');
    await expect(field('Customer', 'Customer name')).toHaveTextContent('Chidi Nwosu');
    await expect(field('Customer', 'Customer email')).toHaveTextContent('chidi.nwosu@gmail.com');
    await expect(field('Customer', 'Customer phone')).toHaveTextContent('+2348031234567');
    await expect(field('Merchant', 'Merchant name')).toHaveTextContent('Lagos Fresh Foods Ltd');
    await expect(field('Merchant', 'Merchant ID')).toHaveTextContent('101');
    await expect(field('Merchant', 'Merchant email')).toHaveTextContent(
      'support@lagosfreshfoods.ng',
    );
    await expect(field('Transaction', 'Transaction currency')).toHaveTextContent('NGN');
    await expect(field('Transaction', 'Transaction amount')).toHaveTextContent('NGN 45,000.00');
    await expect(field('Transaction', 'Total charged amount')).toHaveTextContent('NGN 45,337.50');
    await expect(field('Transaction', 'Payment reference')).toHaveTextContent('PAY-20261118-7731');
    await expect(field('Transaction', 'Order reference')).toHaveTextContent('ORD-9KQ2ZT');
    await expect(field('Transaction', 'Fee')).toHaveTextContent('NGN 675.00');
    await expect(field('Transaction', 'Customer fee / Merchant fee')).toHaveTextContent(
      'NGN 337.50 / NGN 337.50',
    );
    await expect(canvas.getByText('3 days left')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Treat Chargeback' }));
    await expect(args.onTreat).toHaveBeenCalledTimes(1);
  },
};

export const FeedbackThreadsNewestFirst: Story = {
  play: async ({ canvasElement }) => {
    const threads = within(canvasElement).getByRole('list', { name: 'Feedback Threads' });
    const entries = Array.from(threads.children) as HTMLElement[];
    await expect(entries).toHaveLength(3);
    const [newest, merchant, oldest] = entries as [HTMLElement, HTMLElement, HTMLElement];
    await expect(newest).toHaveTextContent('Admin');
    await expect(newest).toHaveTextContent('Final Comment');
    await expect(newest).toHaveTextContent('November 20th 2026, 3:00 pm');
    await expect(merchant).toHaveTextContent('Merchant');
    await expect(merchant).not.toHaveTextContent('Final Comment');
    await expect(within(merchant).getByRole('link', { name: 'waybill.pdf' })).toHaveAttribute(
      'href',
      'https://files.example.ng/chargebacks/730112/waybill.pdf',
    );
    await expect(
      within(merchant).getByRole('link', { name: 'delivery photo.jpg' }),
    ).toHaveAttribute('target', '_blank');
    await expect(oldest).toHaveTextContent('November 18th 2026, 9:30 am');
  },
};

export const MissingFields: Story = {
  args: {
    details: ready(
      buildChargebackDetails({
        paymentChannel: undefined,
        merchantId: undefined,
        merchantEmail: undefined,
        customerPhone: undefined,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const field = (section: string, label: string) => valueOf(canvasElement, section, label);
    await expect(field('Chargeback', 'Payment channel')).toHaveTextContent('Not provided');
    await expect(field('Merchant', 'Merchant ID')).toHaveTextContent('Not provided');
    await expect(field('Merchant', 'Merchant email')).toHaveTextContent('Not Available');
    await expect(field('Customer', 'Customer phone')).toHaveTextContent('N/A');
  },
};

/** The route passes NGN when the API sends no currency; amounts read in it. */
export const NgnFallback: Story = {
  args: {
    details: ready(buildChargebackDetails({ currency: 'NGN', transactionCurrency: 'NGN' })),
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Chargeback', 'Chargeback amount')).toHaveTextContent(
      'NGN 45,000.00',
    );
  },
};

export const UsdChargeback: Story = {
  args: {
    details: ready(
      buildChargebackDetails({ currency: 'USD', transactionCurrency: 'USD', amount: 120 }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Chargeback', 'Chargeback amount')).toHaveTextContent(
      'USD 120.00',
    );
  },
};

const statusStory = (status: string, tone: string): Story => ({
  args: { details: ready(buildChargebackDetails({ status })) },
  play: async ({ canvasElement }) => {
    const badge = valueOf(canvasElement, 'Chargeback', 'Status')?.querySelector('[data-tone]');
    await expect(badge).toHaveTextContent(status);
    await expect(badge).toHaveAttribute('data-tone', tone);
  },
});

export const StatusSuccessful = statusStory('Successful', 'green');
export const StatusInitiated = statusStory('Initiated', 'blue');
export const StatusPending = statusStory('Pending', 'orange');
export const StatusFailed = statusStory('Failed', 'red');
export const StatusNew = statusStory('New', 'orange');
export const StatusAwaitingResponse = statusStory('Awaiting Response', 'indigo');
export const StatusWon = statusStory('Won', 'green');
export const StatusLost = statusStory('Lost', 'red');
export const StatusAccepted = statusStory('Accepted', 'red');
export const StatusAssessment = statusStory('Assessment', 'neutral');

export const DueSoon: Story = {
  args: { details: ready(buildChargebackDetails({ dueDate: hoursFromNow(30) })) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('1 day left').closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'red');
  },
};

export const Overdue: Story = {
  args: { details: ready(buildChargebackDetails({ dueDate: hoursFromNow(-2) })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Overdue').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'red',
    );
  },
};

export const ClosedShowsNoCountdown: Story = {
  args: { details: ready(buildChargebackDetails({ status: 'Won', dueDate: hoursFromNow(-2) })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Overdue')).toBeNull();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Treat Chargeback' }),
    ).toBeVisible();
  },
};

export const NoFeedback: Story = {
  args: { details: ready(buildChargebackDetails({ feedback: [] })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No feedback yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { details: { status: 'loading' } },
};

export const Error: Story = {
  args: { details: { status: 'error', message: 'Chargeback not found', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    if (args.details.status === 'error') await expect(args.details.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { details: ready(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No chargeback has the id 730112.')).toBeVisible();
  },
};
