import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pendingApprovalFilters } from '../filters';
import { filterWith, listArgs, readyRows, retryArgs } from '../listStoryArgs';
import {
  APPROVALS_UNAVAILABLE,
  PENDING_APPROVAL_EMPTY_TEXT,
  PendingApprovalListScreen,
} from './PendingApprovalListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory } from '../../list/fixtures/stateStories';

const rows = [
  {
    id: 'p1',
    amount: 120_000,
    narration: 'Staff salary',
    recipientName: 'Ibrahim Bello',
    dateCreated: '2026-11-18T11:00:00.000Z',
    debitCurrency: 'NGN',
  },
];

const meta: Meta<typeof PendingApprovalListScreen> = {
  title: 'Screens/Money/PendingApprovalList',
  component: PendingApprovalListScreen,
  args: { ...listArgs(), data: readyRows(rows), filter: filterWith(pendingApprovalFilters) },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** No call exists for these actions: they are disabled and the page says why. */
export const ActionsUnavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approveAll = canvas.getByRole('button', { name: 'Approve all' });
    await expect(approveAll).toBeDisabled();
    await expect(approveAll).toHaveAccessibleDescription(APPROVALS_UNAVAILABLE);
    await expect(canvas.getByText('Staff salary')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Actions for Ibrahim Bello NGN 120,000.00' }),
    );
    for (const item of ['Approve', 'Decline', 'Modify Transfer'])
      await expect(
        await within(document.body).findByRole('menuitem', { name: item }),
      ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(readyRows([]), PENDING_APPROVAL_EMPTY_TEXT);

export const Error: Story = { args: { data: retryArgs() } };

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
