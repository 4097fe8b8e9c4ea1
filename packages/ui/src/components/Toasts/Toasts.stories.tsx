import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, type ToastProviderProps } from './ToastProvider';
import { useToast } from './toastContext';

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast.success('Payment link copied')}>Show success</Button>
      <Button variant="danger" onClick={() => toast.error('Unexpected Error!')}>
        Show error
      </Button>
    </div>
  );
}

const meta: Meta<ToastProviderProps> = {
  title: 'UI/Toasts',
  component: ToastProvider,
  render: (args) => (
    <ToastProvider {...args}>
      <ToastButtons />
    </ToastProvider>
  ),
  args: { duration: 10_000 },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const click = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'Show success');

    const toast = await page().findByRole('status');
    await expect(toast).toHaveTextContent('Payment link copied');
    await expect(within(toast).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    // Top right of the viewport.
    const box = toast.getBoundingClientRect();
    await expect(box.top).toBeLessThan(100);
    await expect(window.innerWidth - box.right).toBeLessThan(100);
    // The default time is 10 seconds: still there after a moment.
    await sleep(400);
    await expect(page().getByRole('status')).toHaveTextContent('Payment link copied');
  },
};

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'Show error');

    const toast = await page().findByRole('alert');
    await expect(toast).toHaveTextContent('Unexpected Error!');
    await expect(within(toast).getByRole('img', { name: 'Error' })).toBeInTheDocument();
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'Show success');
    await click(canvasElement, 'Show error');

    const success = await page().findByRole('status');
    const error = await page().findByRole('alert');
    await expect(success.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      error.getBoundingClientRect().top,
    );
  },
};

export const AutoHides: Story = {
  args: { duration: 500 },
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'Show success');
    await expect(await page().findByRole('status')).toBeInTheDocument();

    await waitFor(() => expect(page().queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

export const PausesOnHover: Story = {
  args: { duration: 1000 },
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'Show error');
    const toast = await page().findByRole('alert');

    await userEvent.hover(toast);
    await sleep(1400);
    await expect(page().getByRole('alert')).toBeInTheDocument();

    await userEvent.unhover(toast);
    await waitFor(() => expect(page().queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'Show success');
    await page().findByRole('status');

    await userEvent.click(page().getByRole('button', { name: 'Close' }));

    await expect(page().queryByRole('status')).not.toBeInTheDocument();
  },
};
