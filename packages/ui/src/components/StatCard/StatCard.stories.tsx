import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { StatCard } from './StatCard';

const meta: Meta<typeof StatCard> = {
  title: 'UI/StatCard',
  component: StatCard,
  args: { label: 'Transaction volume', value: 'NGN 4,520,300.00', change: 12.5 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('group', { name });

export const Up: Story = {
  play: async ({ canvasElement }) => {
    const group = card(canvasElement, 'Transaction volume');
    await expect(group).toHaveTextContent('NGN 4,520,300.00');
    await expect(within(group).getByRole('img', { name: 'Increase' })).toBeInTheDocument();
    await expect(group).toHaveTextContent('+12.5%');
    await expect(group).toHaveTextContent('from last week');
    await expect(group.querySelector('[data-direction]')).toHaveAttribute('data-direction', 'up');
  },
};

export const Down: Story = {
  args: { label: 'Transaction count', value: '1,204', change: -3.4 },
  play: async ({ canvasElement }) => {
    const group = card(canvasElement, 'Transaction count');
    await expect(within(group).getByRole('img', { name: 'Decrease' })).toBeInTheDocument();
    await expect(group).toHaveTextContent('-3.4% from last week');
    await expect(group.querySelector('[data-direction]')).toHaveAttribute('data-direction', 'down');
  },
};

export const NoChange: Story = {
  args: { change: 0 },
  play: async ({ canvasElement }) => {
    const group = card(canvasElement, 'Transaction volume');
    await expect(within(group).getByRole('img', { name: 'No change' })).toBeInTheDocument();
    await expect(group).toHaveTextContent('0% from last week');
  },
};

export const ChangeNotAvailable: Story = {
  args: { label: 'Ledger balance', value: 'NGN 980,000.00', change: null },
  play: async ({ canvasElement }) => {
    const group = card(canvasElement, 'Ledger balance');
    await expect(group).toHaveTextContent('from last week');
    await expect(group).toHaveTextContent('not available');
    await expect(group).not.toHaveTextContent('%');
    await expect(group.querySelector('[data-direction]')).toHaveAttribute(
      'data-direction',
      'unknown',
    );
  },
};

export const WithoutChange: Story = {
  args: { change: undefined },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Transaction volume')).not.toHaveTextContent('from last week');
  },
};

export const WithTooltip: Story = {
  args: {
    label: 'Available balance',
    value: 'NGN 1,250,000.00',
    change: 4,
    tooltip: 'money for transfers',
  },
  play: async ({ canvasElement }) => {
    const info = within(canvasElement).getByRole('button', { name: 'About Available balance' });
    await expect(info).toHaveAccessibleDescription('money for transfers');
    await userEvent.hover(info);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'money for transfers',
    );
  },
};

const onTopUp = fn();

export const WithAction: Story = {
  args: {
    label: 'Ledger balance',
    value: 'NGN 980,000.00',
    change: 1.2,
    action: <Link href="/dashboard/account/balances">View Balance</Link>,
    children: (
      <Button size="sm" variant="secondary" onClick={onTopUp}>
        Top Up
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = card(canvasElement, 'Ledger balance');
    await expect(within(group).getByRole('link', { name: 'View Balance' })).toHaveAttribute(
      'href',
      '/dashboard/account/balances',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Top Up' }));
    await expect(onTopUp).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true, tooltip: 'money for transfers' },
  play: async ({ canvasElement }) => {
    const group = card(canvasElement, 'Transaction volume');
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(group).not.toHaveTextContent('NGN 4,520,300.00');
    await expect(group).not.toHaveTextContent('from last week');
    await expect(within(group).getByRole('button', { name: /About/ })).toBeVisible();
  },
};

export const Row: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
      <StatCard label="Transaction count" value="1,204" change={8} />
      <StatCard label="Transaction volume" value="NGN 4,520,300.00" change={-2.4} />
      <StatCard label="Transaction settlements" value="NGN 3,900,000.00" change={0} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(3);
  },
};
