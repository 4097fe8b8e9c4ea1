import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta: Meta<typeof Breadcrumb> = {
  title: 'Screens/Chargebacks/ChargebackDetails/Breadcrumb',
  component: Breadcrumb,
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a list address, Chargebacks leads to the chargeback list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const crumbs = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Chargebacks' })).toHaveAttribute(
      'href',
      '/dashboard/chargeback',
    );
    await expect(crumbs.getByText('Chargeback details')).toHaveAttribute('aria-current', 'page');
  },
};

/** Back to the list the user came from, with its filters. */
export const WithListFilters: Story = {
  args: { href: '/dashboard/chargeback/pending?page=2' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Chargebacks' })).toHaveAttribute(
      'href',
      '/dashboard/chargeback/pending?page=2',
    );
  },
};
