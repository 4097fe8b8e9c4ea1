import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildAuditRow, listOf } from '../fixtures';
import { AUDIT_EMPTY_TEXT, AuditTrailScreen } from './AuditTrailScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory, errorStory, listControlArgs } from '../../list/fixtures/stateStories';

const meta: Meta<typeof AuditTrailScreen> = {
  title: 'Screens/Settings/AuditTrail',
  component: AuditTrailScreen,
  args: {
    data: listOf([
      buildAuditRow(),
      buildAuditRow({ id: '2', action: 'Invited tunde@bakare.ng', ipAddress: undefined }),
    ]),
    ...listControlArgs(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Audit Trails' }));
    const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
    for (const header of [
      'Name',
      'Role',
      'Email Address',
      'Action',
      'Activity Type',
      'IP Address',
      'Date initiated',
    ]) {
      await expect(headers.some((text) => text.includes(header))).toBe(true);
    }
    await expect(table.getByText('102.89.34.10')).toBeVisible();
    await expect(table.getAllByText('November 20th 2026, 8:00 am')).toHaveLength(2);
  },
};

export const MissingIpAddress: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Audit Trails' }));
    const row = table.getByText('Invited tunde@bakare.ng').closest('tr');
    await expect(row).toHaveTextContent('N / A');
  },
};

export const Empty: Story = emptyStory(listOf([]), AUDIT_EMPTY_TEXT);

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Error: Story = errorStory();

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
