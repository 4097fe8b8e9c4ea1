import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RefundDetailsScreen, REFUND_DETAILS_SAMPLE_NOTE } from './RefundDetailsScreen';

const meta: Meta<typeof RefundDetailsScreen> = {
  title: 'Screens/Refunds/RefundDetails',
  component: RefundDetailsScreen,
  args: { id: 'RF-0001', backHref: '/dashboard/refunds?status=Error' },
};
export default meta;

/** The spec's static page says it shows samples; its actions are off, with the reason. */
export const SamplePlaceholder: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(REFUND_DETAILS_SAMPLE_NOTE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refund customer again' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Back to refunds' })).toHaveAttribute(
      'href',
      '/dashboard/refunds?status=Error',
    );
  },
};
