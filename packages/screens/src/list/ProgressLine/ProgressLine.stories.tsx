import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProgressLine } from './ProgressLine';

const meta: Meta<typeof ProgressLine> = {
  title: 'Screens/List/ProgressLine',
  component: ProgressLine,
  args: { text: 'Working… 30%', percent: 30, label: 'Work progress', onCancel: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A share done: the words say it, and the bar repeats it. */
export const Part: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Working… 30%');
    const bar = canvas.getByRole('progressbar', { name: 'Work progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Working… 30%');
  },
};

/** A step of unknown length: the bar is full and gives no value. */
export const UnknownLength: Story = {
  args: { text: 'Finishing…', percent: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

/** The button stops the work, under its own name when given one. */
export const Stop: Story = {
  args: { cancelLabel: 'Stop' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Stop' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
