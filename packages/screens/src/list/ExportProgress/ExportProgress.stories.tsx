import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportProgress } from './ExportProgress';

const meta: Meta<typeof ExportProgress> = {
  title: 'Screens/List/ExportProgress',
  component: ExportProgress,
  args: { onCancel: fn(), progress: { step: 'preparing', percent: 0 } },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The export has just started: the rows are being prepared. */
export const Started: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing export… 0%');
    await expect(canvas.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

/** Part of the rows prepared. */
export const Preparing: Story = {
  args: { progress: { step: 'preparing', percent: 40 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Preparing export… 40%',
    );
  },
};

/** Every row is in; the worker writes the file in one step of unknown length. */
export const Writing: Story = {
  args: { progress: { step: 'writing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Writing the file…');
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

/** Cancel stops the export. */
export const Cancel: Story = {
  args: { progress: { step: 'preparing', percent: 65 } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
