import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hoursFromNow, STORY_NOW } from '../fixtures';
import { DueCountdown } from './DueCountdown';

const meta: Meta<typeof DueCountdown> = {
  title: 'Screens/Chargebacks/DueCountdown',
  component: DueCountdown,
  args: { now: STORY_NOW, status: 'Pending', dueDate: hoursFromNow(60) },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const DaysLeft: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('2 days left').closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'neutral');
  },
};

export const UnderFortyEightHours: Story = {
  args: { dueDate: hoursFromNow(47) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('1 day left').closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'red');
  },
};

export const HoursLeft: Story = {
  args: { dueDate: hoursFromNow(5.5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5 hours left')).toBeVisible();
  },
};

export const Overdue: Story = {
  args: { dueDate: hoursFromNow(-1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Overdue').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'red',
    );
  },
};

export const Closed: Story = {
  args: { status: 'Lost', dueDate: hoursFromNow(-1) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};
