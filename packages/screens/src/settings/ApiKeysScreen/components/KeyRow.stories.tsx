import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { API_KEYS } from '../../fixtures';
import { KeyRow } from './KeyRow';
import { withClipboard } from '../../../clipboardStory';

const writeText = fn(async (_text: string) => {});

const meta: Meta<typeof KeyRow> = {
  title: 'Screens/Settings/ApiKeys/KeyRow',
  component: KeyRow,
  args: { label: 'Public key', value: API_KEYS.publicKey },
  beforeEach: withClipboard(writeText),
};
export default meta;
type Story = StoryObj<typeof meta>;

const keyText = (root: HTMLElement) => root.querySelector('code');

/** A public key shows in full, with no Reveal button; Copy writes it to the clipboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Public key')).toBeVisible();
    await expect(keyText(canvasElement)).toHaveTextContent(API_KEYS.publicKey);
    await expect(canvas.queryByRole('button', { name: /^Reveal/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy public key' }));
    await expect(writeText).toHaveBeenCalledWith(API_KEYS.publicKey);
  },
};

/** A secret starts masked to its last four characters. */
export const SecretMasked: Story = {
  args: { label: 'Secret key', value: API_KEYS.secretKey, secret: true },
  play: async ({ canvasElement }) => {
    await expect(keyText(canvasElement)).toHaveTextContent('••••••••••••1c0d');
    await expect(keyText(canvasElement)).toHaveAttribute('data-masked', 'true');
    await expect(canvasElement).not.toHaveTextContent(API_KEYS.secretKey);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Reveal secret key' }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Reveal shows the secret; Hide masks it again. */
export const SecretRevealed: Story = {
  args: { label: 'Encryption key', value: API_KEYS.encryptionKey, secret: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal encryption key' }));
    await expect(keyText(canvasElement)).toHaveTextContent(API_KEYS.encryptionKey);
    const hide = canvas.getByRole('button', { name: 'Hide encryption key' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(keyText(canvasElement)).toHaveTextContent('••••••••••••7a8b');
  },
};

/** Copying a masked secret copies the real key, says 'Copied!' and keeps it masked. */
export const CopySecret: Story = {
  args: { label: 'Secret key', value: API_KEYS.secretKey, secret: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy secret key' }));
    await expect(writeText).toHaveBeenCalledWith(API_KEYS.secretKey);
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(keyText(canvasElement)).toHaveTextContent('••••••••••••1c0d');
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Copy secret key' })).toBeVisible(),
      { timeout: 3000 },
    );
  },
};
