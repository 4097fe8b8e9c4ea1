import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell';

const NOW = '2024-03-10T12:00:00Z';

const meta: Meta<typeof NotificationBell> = {
  title: 'UI/Shell/NotificationBell',
  component: NotificationBell,
  parameters: { layout: 'centered' },
  args: {
    now: NOW,
    onOpen: fn(),
    notifications: [
      {
        id: 1,
        messageFrom: 'Settlements',
        messageText: 'Your settlement of NGN 250,000.00 has been paid.',
        dateCreated: '2024-03-10T11:58:00Z',
      },
      {
        id: 2,
        messageFrom: 'Compliance',
        messageText: 'Your business registration documents were approved.',
        dateCreated: '2024-03-10T09:00:00Z',
      },
      {
        id: 3,
        messageFrom: 'Payouts',
        messageText: 'A payout is awaiting verification.',
        dateCreated: '2024-03-08T12:00:00Z',
      },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const WithItems: Story = {
  play: async ({ args, canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(bell);

    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const panel = await page().findByRole('dialog', { name: 'Notifications' });
    const rows = within(panel).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Settlements');
    await expect(rows[0]).toHaveTextContent('Your settlement of NGN 250,000.00 has been paid.');
    await expect(rows[0]).toHaveTextContent('2 minutes ago');
    await expect(rows[2]).toHaveTextContent('2 days ago');
    await expect(bell).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(bell).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    const panel = await page().findByRole('dialog', { name: 'Notifications' });
    await expect(within(panel).getByText('No New Notification Yet')).toBeVisible();
    await expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const ReadItems: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Notifications');
    await expect(canvas.queryByText('3')).not.toBeInTheDocument();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Notifications, 120 unread');
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};
