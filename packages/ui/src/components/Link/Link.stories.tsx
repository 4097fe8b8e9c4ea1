import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './Link';
import { LinkProvider, type LinkComponentProps } from './LinkProvider';
import { UNSAFE_LINK_NOTE } from './safeUrl';

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

export const ExternalNotHttps: Story = {
  args: {
    href: 'javascript:alert(document.domain)',
    external: true,
    children: 'Download proof',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/Download proof/)).toHaveTextContent(UNSAFE_LINK_NOTE);
  },
};

export const ExternalOnTrustedDevelopmentHost: Story = {
  args: { href: 'http://localhost:8080/files/proof.pdf', external: true, children: 'Proof' },
  decorators: [
    (Story) => (
      <LinkProvider linkComponent={TaggedLink} trustedOrigins={['http://localhost:8080']}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Proof' });
    await expect(link).toHaveAttribute('href', 'http://localhost:8080/files/proof.pdf');
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
