import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouteErrorScreen } from './RouteErrorScreen';

const meta: Meta<typeof RouteErrorScreen> = {
  title: 'Screens/Shell/RouteError',
  component: RouteErrorScreen,
  args: { message: 'Cannot read properties of undefined (reading "items")', onRetry: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Cannot read properties of undefined (reading "items")',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutMessage: Story = {
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Something went wrong!',
    );
  },
};
