import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '@merchant/ui';
import { AuthLayout } from './AuthLayout';

const meta: Meta<typeof AuthLayout> = {
  title: 'Screens/Access/Components/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Verify your email',
    children: <p>The card's content.</p>,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Merchant Dashboard')).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Verify your email' }),
    );
    await expect(canvas.getByText("The card's content.")).toBeVisible();
  },
};

export const WithDescriptionAndFooter: Story = {
  args: {
    description: 'A line that says what the page is for.',
    footer: <Link href="/">Back to sign in page</Link>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A line that says what the page is for.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const CustomProductName: Story = {
  args: { productName: 'Ada Pay' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ada Pay')).toBeVisible();
  },
};
