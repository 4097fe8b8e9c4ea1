import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './Link';
import { LinkProvider, type LinkComponentProps } from './LinkProvider';

const meta: Meta<typeof Link> = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/sign-up', children: 'Create an Account' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Create an Account' }),
    ).toHaveAttribute('href', '/sign-up');
  },
};

export const External: Story = {
  args: {
    href: 'https://example.com/invoice/INV-1/abc',
    external: true,
    children: 'Initiate Payment',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Initiate Payment' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

function TaggedLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} data-router="injected" {...rest}>
      {children}
    </a>
  );
}

export const WithInjectedRouterLink: Story = {
  decorators: [
    (Story) => (
      <LinkProvider linkComponent={TaggedLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute(
      'data-router',
      'injected',
    );
  },
};
