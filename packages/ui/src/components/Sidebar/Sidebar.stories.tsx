import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { Sidebar } from './Sidebar';
import { specMenu } from './Sidebar.fixtures';

const meta: Meta<typeof Sidebar> = {
  title: 'UI/Shell/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: { groups: specMenu, activeHref: '/dashboard' },
  decorators: [
    (Story, { args }) => (
      <div style={{ width: args.collapsed ? 72 : 250, height: '100vh', overflowY: 'auto' }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const business = within(nav).getByRole('list', { name: 'Business' });
    await expect(
      within(business)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Transactions', 'Customers', 'Payment Links']);
    await expect(within(nav).getByText('Settings')).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'href',
      '/dashboard/business/transactions',
    );
  },
};

export const ActiveItem: Story = {
  args: { activeHref: '/dashboard/chargeback/won' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Won' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const current = nav.querySelectorAll('[aria-current]');
    await expect(current).toHaveLength(1);
  },
};

export const Collapsed: Story = {
  args: { collapsed: true, activeHref: '/dashboard/business/customers' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const customers = within(nav).getByRole('link', { name: 'Customers' });
    await expect(customers).toHaveAttribute('aria-current', 'page');
    customers.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Customers');
    // The label stays in the accessible name but takes no room on screen.
    const label = within(customers).getByText('Customers');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(within(nav).getByRole('list', { name: 'Chargeback' })).toBeInTheDocument();
  },
};

export const WithSlots: Story = {
  args: {
    logo: <strong>Merchant</strong>,
    onboardingLink: <Link href="/dashboard/getStarted/onboarding">CONTINUE KYC</Link>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kyc = canvas.getByRole('link', { name: 'CONTINUE KYC' });
    await expect(kyc).toHaveAttribute('href', '/dashboard/getStarted/onboarding');
    // Slots sit above the navigation, outside the landmark.
    await expect(canvas.getByRole('navigation', { name: 'Main' })).not.toContainElement(kyc);
  },
};
