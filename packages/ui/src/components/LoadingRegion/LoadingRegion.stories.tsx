import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from '../Skeleton';
import { LoadingRegion } from './LoadingRegion';

const meta: Meta<typeof LoadingRegion> = {
  title: 'UI/LoadingRegion',
  component: LoadingRegion,
  args: { label: 'Loading roles', children: <Skeleton lines={4} /> },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The region is busy and names what loads; the skeleton itself stays hidden from readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading roles');
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
