import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailsSkeleton } from './DetailsSkeleton';

const meta: Meta<typeof DetailsSkeleton> = {
  title: 'Screens/Transactions/TransactionDetails/Parts/DetailsSkeleton',
  component: DetailsSkeleton,
};
export default meta;

/** The three placeholder sections while the transaction loads, announced as a status. */
export const Loading: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading transaction',
    );
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
