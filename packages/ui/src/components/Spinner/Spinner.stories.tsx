import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta: Meta<typeof Spinner> = { title: 'UI/Spinner', component: Spinner, args: { size: 16 } };
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};

export const Labelled: Story = {
  args: { label: 'Loading transactions', size: 24 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading transactions' }),
    ).toBeVisible();
  },
};
