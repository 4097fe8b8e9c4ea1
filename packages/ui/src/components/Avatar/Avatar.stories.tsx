import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

/** A 2x2 PNG as a data URL: a real image with no network request. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPQz/4PRAwQCgApigZl8AicaQAAAABJRU5ErkJggg==';

const meta: Meta<typeof Avatar> = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Obi' },
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

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('AO')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Ada Obi' }).tagName).toBe('SPAN');
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
