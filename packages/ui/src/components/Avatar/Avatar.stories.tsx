import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LinkProvider, type LinkComponentProps } from '../Link/LinkProvider';
import { DataSaverProvider } from '../../network';
import { Avatar } from './Avatar';

/**
 * Storybook's own origin stands for the API's file host (a trusted origin, as the app's
 * development hosts are), so pictures load from the static folder with no network request.
 */
const FILE_HOST = window.location.origin;
/** The 2x2 PNG of .storybook/public/avatar-sample.png, to try as a data: URL. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPQz/4PRAwQCgApigZl8AicaQAAAABJRU5ErkJggg==';
/** A 2x2 PNG in .storybook/public. */
const PICTURE = `${FILE_HOST}/avatar-sample.png`;

const PlainLink = ({ children, ...props }: LinkComponentProps) => <a {...props}>{children}</a>;

const meta: Meta<typeof Avatar> = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Obi' },
  decorators: [
    (Story) => (
      <LinkProvider linkComponent={PlainLink} trustedOrigins={[FILE_HOST]}>
        <Story />
      </LinkProvider>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ada Obi' })).toBeVisible();
    await expect(canvas.getByText('AO')).toBeVisible();
  },
};

export const WithImage: Story = {
  args: { src: PICTURE },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Ada Obi' });
    await expect(image.tagName).toBe('IMG');
    await expect(image).toHaveAttribute('src', PICTURE);
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(2));
  },
};

/** Data saver on: the picture is not loaded, the initials show. */
export const DataSaver: Story = {
  args: { src: PICTURE },
  decorators: [
    (Story) => (
      <DataSaverProvider value>
        <Story />
      </DataSaverProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('img', { name: 'Ada Obi' })).toHaveTextContent(
      'AO',
    );
  },
};

export const BrokenImage: Story = {
  args: { src: `${FILE_HOST}/no-such-picture.png` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('AO')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Ada Obi' }).tagName).toBe('SPAN');
  },
};

/**
 * Addresses from the API that are not https: (or a trusted host) are never loaded, even a real
 * picture as a data: URL; each shows the initials.
 */
export const UnsafeAddressesShowInitials: Story = {
  render: () => (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      <Avatar name="Script Logo" src="javascript:alert(document.cookie)" />
      <Avatar name="Plain Http" src="http://files.example.ng/logo.png" />
      <Avatar name="Data Picture" src={`data:image/png;base64,${PNG_BASE64}`} kind="item" />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    for (const [name, initials] of [
      ['Script Logo', 'SL'],
      ['Plain Http', 'PH'],
      ['Data Picture', 'DP'],
    ] as const) {
      const avatar = canvas.getByRole('img', { name });
      await expect(avatar.tagName).toBe('SPAN');
      await expect(avatar).toHaveTextContent(initials);
    }
  },
};

export const Decorative: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} decorative />
      Ada Obi
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} size="sm" name="Ngozi Eze" />
      <Avatar {...args} size="md" name="Tunde Bello" />
      <Avatar {...args} size="lg" name="Chinwe" />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ngozi Eze' }).getBoundingClientRect().width).toBe(
      28,
    );
    await expect(canvas.getByRole('img', { name: 'Chinwe' }).getBoundingClientRect().width).toBe(
      48,
    );
    await expect(canvas.getByText('C')).toBeVisible();
  },
};

export const DarkTheme: Story = { ...Sizes, globals: { theme: 'dark' } };

/** A product whose image fails: a square with its initials on a neutral ground. */
export const BrokenItemImage: Story = {
  args: { name: 'Ankara Tote Bag', kind: 'item', src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('AB')).toBeVisible());
    const placeholder = canvas.getByRole('img', { name: 'Ankara Tote Bag' });
    await expect(placeholder.tagName).toBe('SPAN');
    await expect(getComputedStyle(placeholder).borderRadius).not.toBe('9999px');
  },
};
