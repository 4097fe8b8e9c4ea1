import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta: Meta<typeof Card> = {
  title: 'UI/Card',
  component: Card,
  args: { children: 'Settlements are paid to your preferred account on the due date.' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const WithTitle: Story = {
  args: { title: 'Business Information' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Business Information' });
    await expect(
      within(region).getByRole('heading', { level: 2, name: 'Business Information' }),
    ).toBeVisible();
  },
};

const onExport = fn();

export const WithActions: Story = {
  args: {
    title: 'Transactions Flow',
    headingLevel: 3,
    actions: (
      <Button size="sm" variant="secondary" onClick={onExport}>
        Export
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Transactions Flow' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(onExport).toHaveBeenCalledTimes(1);
  },
};

export const LargePadding: Story = { args: { padding: 'lg', title: 'Payout Details' } };
export const NoPadding: Story = { args: { padding: 'none' } };
