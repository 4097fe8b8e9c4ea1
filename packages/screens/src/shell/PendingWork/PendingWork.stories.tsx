import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_NOW, buildChargebackRow, hoursFromNow } from '../../chargebacks/fixtures';
import type { RemoteData } from '../../types';
import { pendingWorkCount, urgentChargebacks, type PendingWork } from './pendingWork';
import { PendingWorkButton } from './PendingWorkButton';
import { PendingWorkPanel } from './PendingWorkPanel';

/** The button with its panel inside, as the top bar holds them. */
function PendingWorkEntry({ work }: { work: RemoteData<PendingWork> }) {
  return (
    <PendingWorkButton
      count={work.status === 'ready' ? pendingWorkCount(work.data) : undefined}
      urgent={work.status === 'ready' ? urgentChargebacks(work.data, STORY_NOW) : 0}
    >
      <PendingWorkPanel work={work} now={STORY_NOW} />
    </PendingWorkButton>
  );
}

const awaiting = (id: string, hours: number, amount: number) =>
  buildChargebackRow({
    id,
    status: 'Awaiting Response',
    dueDate: hoursFromNow(hours),
    amount,
    orderReference: `ORD-${id}`,
  });

const READY: PendingWork = {
  chargebacks: [awaiting('7301', 130, 45000), awaiting('7302', 80, 12500)],
  payoutsToVerify: 2,
  payoutsToApprove: 1,
  onboarding: null,
};

const ready = (data: PendingWork): RemoteData<PendingWork> => ({ status: 'ready', data });

const meta: Meta<typeof PendingWorkEntry> = {
  title: 'Screens/Shell/PendingWork',
  component: PendingWorkEntry,
  parameters: { layout: 'centered' },
  args: { work: ready(READY) },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const openPanel = async (canvasElement: HTMLElement, name: RegExp) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await page().findByRole('dialog', { name: 'What needs you' }));
};

/** Every kind with its count and a link to its list filtered to it; nearest deadline first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^What needs you, 5 waiting$/);
    await expect(
      panel.getByRole('link', { name: 'Chargebacks awaiting response' }),
    ).toHaveAttribute('href', '/dashboard/chargeback/awaiting-response');
    await expect(
      panel.getByRole('link', { name: 'Payouts awaiting verification' }),
    ).toHaveAttribute('href', '/dashboard/account/payouts?status=Awaiting+Verification');
    await expect(panel.getByRole('link', { name: 'Payouts awaiting approval' })).toHaveAttribute(
      'href',
      '/dashboard/payout/pending-approval',
    );
    const deadlines = within(panel.getByRole('list', { name: 'Nearest deadlines' })).getAllByRole(
      'listitem',
    );
    await expect(deadlines.map((row) => row.textContent)).toEqual([
      expect.stringContaining('3 days left'),
      expect.stringContaining('5 days left'),
    ]);
  },
};

/** A chargeback due within 48 hours: red, and said in words on the button and the row. */
export const UrgentChargeback: Story = {
  args: {
    work: ready({ ...READY, chargebacks: [...READY.chargebacks, awaiting('7303', 20, 9000)] }),
  },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(
      canvasElement,
      /^What needs you, 6 waiting, 1 due within 48 hours$/,
    );
    const first = within(panel.getByRole('list', { name: 'Nearest deadlines' })).getAllByRole(
      'listitem',
    )[0];
    await expect(first).toHaveTextContent('20 hours left');
    await expect(within(first!).getByText('20 hours left').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'red',
    );
  },
};

/** A business still onboarding: each step below 100 % links to its page. */
export const Onboarding: Story = {
  args: {
    work: ready({
      chargebacks: [],
      payoutsToVerify: 0,
      payoutsToApprove: 0,
      onboarding: {
        businessType: 'Company',
        progress: {
          personalInformation: 100,
          businessCompliance: 40,
          businessInformation: 100,
          bankInformation: 0,
          termsAndCondition: 100,
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^What needs you, 2 waiting$/);
    await expect(panel.getByRole('link', { name: 'Business registration (KYC)' })).toHaveAttribute(
      'href',
      '/dashboard/getStarted/businessRegistration',
    );
    await expect(panel.getByText('40% done')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Bank details' })).toBeVisible();
    await expect(panel.queryByText(/Chargebacks/)).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    work: ready({ chargebacks: [], payoutsToVerify: 0, payoutsToApprove: 0, onboarding: null }),
  },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^What needs you, 0 waiting$/);
    await expect(panel.getByText('You currently do not have any pending work')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { work: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^What needs you$/);
    await expect(panel.queryByRole('link')).not.toBeInTheDocument();
  },
};

const onRetry = fn();

export const Error: Story = {
  args: { work: { status: 'error', message: 'Something went wrong!', onRetry } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^What needs you$/);
    await expect(panel.getByText('Something went wrong!')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone (390 px) the panel fits the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: UrgentChargeback.args,
  play: async ({ canvasElement }) => {
    await openPanel(canvasElement, /^What needs you, 6 waiting/);
    const dialog = page().getByRole('dialog', { name: 'What needs you' });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
