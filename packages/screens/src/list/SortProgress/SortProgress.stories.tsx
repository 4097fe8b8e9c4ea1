import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortProgress } from './SortProgress';

const meta: Meta<typeof SortProgress> = {
  title: 'Screens/List/SortProgress',
  component: SortProgress,
  args: { onCancel: fn(), progress: { loaded: 35_000, total: 100_000 } },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A third of a large merchant's rows are in: the count, and the bar at the same share. */
export const Reading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Reading every row to sort: 35,000 of 100,000',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Sort progress' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
  },
};

/** Cancel sort stops the reading. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel sort' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
