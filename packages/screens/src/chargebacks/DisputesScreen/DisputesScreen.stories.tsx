import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DisputesScreen, DISPUTES_UNAVAILABLE } from './DisputesScreen';

const meta: Meta<typeof DisputesScreen> = {
  title: 'Screens/Business/Disputes',
  component: DisputesScreen,
};
export default meta;

/** The placeholder says what is missing and where chargebacks are, not 'Page not found'. */
export const Placeholder: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(DISPUTES_UNAVAILABLE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View chargebacks' })).toHaveAttribute(
      'href',
      '/dashboard/chargeback',
    );
    await expect(canvas.queryByText('Page not found')).toBeNull();
  },
};
