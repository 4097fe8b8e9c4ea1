import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';
import { defineStatusMap } from './statusMap';

// A sample table in the shape each domain keeps beside its screens (spec: payout status colours).
const payoutStatusMap = defineStatusMap(
  {
    Approved: 'green',
    Successful: 'green',
    Rejected: 'red',
    Failed: 'red',
    Declined: 'red',
    Processing: 'orange',
    Pending: 'orange',
    'Awaiting Verification': 'blue',
    'Awaiting Approval': 'indigo',
  },
  { fallbackTone: 'neutral' },
);

const meta: Meta<typeof StatusBadge> = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { status: 'Successful', map: payoutStatusMap },
};
export default meta;
type Story = StoryObj<typeof meta>;

const badge = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).getByText(text).closest('[data-tone]');

export const Known: Story = {
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement, 'Successful')).toHaveAttribute('data-tone', 'green');
  },
};

export const DifferentSpelling: Story = {
  args: { status: 'awaiting-verification' },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement, 'Awaiting Verification')).toHaveAttribute(
      'data-tone',
      'blue',
    );
  },
};

export const UnknownUsesFallback: Story = {
  args: { status: 'Reversed' },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement, 'Reversed')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Empty: Story = {
  args: { status: null },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement, 'N/A')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const WholeTable: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {Object.keys(payoutStatusMap.entries).map((status) => (
        <StatusBadge key={status} {...args} status={status} dot />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement, 'Awaiting Approval')).toHaveAttribute('data-tone', 'indigo');
    await expect(badge(canvasElement, 'Failed')).toHaveAttribute('data-tone', 'red');
    await expect(badge(canvasElement, 'Pending')).toHaveAttribute('data-tone', 'orange');
  },
};
