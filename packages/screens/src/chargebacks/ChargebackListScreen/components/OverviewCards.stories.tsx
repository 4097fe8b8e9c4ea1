import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OverviewCards } from './OverviewCards';

const meta: Meta<typeof OverviewCards> = {
  title: 'Screens/Chargebacks/ChargebackList/OverviewCards',
  component: OverviewCards,
  args: {
    overview: {
      status: 'ready',
      data: { thresholdPercent: 36, chargebackValue: 1250400.5, chargebackCount: 16 },
    },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('group', { name });

/** The threshold remaining, the value in NGN and the count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Remaining of your threshold')).toHaveTextContent('36%');
    await expect(card(canvasElement, 'Chargeback Value')).toHaveTextContent('NGN 1,250,400.50');
    await expect(card(canvasElement, 'Chargeback Count')).toHaveTextContent('16');
  },
};

/** Large counts are grouped; no chargebacks read as zero. */
export const Figures: Story = {
  args: {
    overview: {
      status: 'ready',
      data: { thresholdPercent: 100, chargebackValue: 0, chargebackCount: 12_480 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Remaining of your threshold')).toHaveTextContent('100%');
    await expect(card(canvasElement, 'Chargeback Value')).toHaveTextContent('NGN 0.00');
    await expect(card(canvasElement, 'Chargeback Count')).toHaveTextContent('12,480');
  },
};

export const Loading: Story = {
  args: { overview: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    for (const name of ['Remaining of your threshold', 'Chargeback Value', 'Chargeback Count'])
      await expect(card(canvasElement, name)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { overview: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unexpected Error!')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Chargeback Count' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.overview.status === 'error')
      await expect(args.overview.onRetry).toHaveBeenCalledTimes(1);
  },
};
