import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineStamp } from './OfflineStamp';

const meta: Meta<typeof OfflineStamp> = {
  title: 'UI/OfflineStamp',
  component: OfflineStamp,
  // A local time, so the story reads 10:42 in every time zone.
  args: { receivedAt: new Date(2026, 11, 3, 10, 42) },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Offline — as of 10:42',
    );
  },
};

export const Afternoon: Story = {
  args: { receivedAt: new Date(2026, 11, 3, 17, 5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Offline — as of 17:05',
    );
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
