import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouteErrorScreen } from './RouteErrorScreen';

const meta: Meta<typeof RouteErrorScreen> = {
  title: 'Screens/Shell/RouteError',
  component: RouteErrorScreen,
  // The app passes the catalogue's words; an error's own text stays in the console.
  args: { message: 'Unexpected Error!', onRetry: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unexpected Error!');
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
