import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { API_KEYS } from '../fixtures';
import { ApiKeysScreen, NEW_KEYS_CONFIRMATION } from './ApiKeysScreen';

const writeText = fn(async (_text: string) => {});
const log = fn();

const meta: Meta<typeof ApiKeysScreen> = {
  title: 'Screens/Settings/ApiKeys',
  component: ApiKeysScreen,
  args: {
    webhook: { status: 'ready', data: 'https://hooks.lagosfresh.ng/payments' },
    onSaveWebhook: fn(),
    webhookState: 'idle',
    keys: { status: 'ready', data: API_KEYS },
    onGenerateKeys: fn(),
    generateState: 'idle',
  },
  beforeEach: () => {
    writeText.mockClear();
    log.mockClear();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    // Secrets must never reach the console: every console method is watched.
    const originals = {
      log: console.log,
      info: console.info,
      debug: console.debug,
      warn: console.warn,
    };
    Object.assign(console, { log, info: log, debug: log, warn: log });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
      Object.assign(console, originals);
    };
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const keyText = (root: HTMLElement, label: string) =>
  within(root).getByText(label).parentElement?.querySelector('code');

export const KeysMasked: Story = {
  play: async ({ canvasElement }) => {
    await expect(keyText(canvasElement, 'Public key')).toHaveTextContent(API_KEYS.publicKey);
    await expect(keyText(canvasElement, 'Secret key')).toHaveTextContent('••••••••••••1c0d');
    await expect(keyText(canvasElement, 'Encryption key')).toHaveTextContent('••••••••••••7a8b');
    await expect(canvasElement).not.toHaveTextContent(API_KEYS.secretKey);
    await expect(canvasElement).not.toHaveTextContent(API_KEYS.encryptionKey);
  },
};

export const KeysRevealed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const url = window.location.href;
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal secret key' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal encryption key' }));
    await expect(keyText(canvasElement, 'Secret key')).toHaveTextContent(API_KEYS.secretKey);
    await expect(keyText(canvasElement, 'Encryption key')).toHaveTextContent(
      API_KEYS.encryptionKey,
    );
    await expect(canvas.getByRole('button', { name: 'Hide secret key' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(window.location.href).toBe(url);
    await expect(log).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide secret key' }));
    await expect(keyText(canvasElement, 'Secret key')).toHaveTextContent('••••••••••••1c0d');
  },
};

export const CopySecretKey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const url = window.location.href;
    await userEvent.click(canvas.getByRole('button', { name: 'Copy secret key' }));
    await expect(writeText).toHaveBeenCalledWith(API_KEYS.secretKey);
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(keyText(canvasElement, 'Secret key')).toHaveTextContent('••••••••••••1c0d');
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Copy secret key' })).toBeVisible(),
      { timeout: 3000 },
    );
    await expect(window.location.href).toBe(url);
    await expect(log).not.toHaveBeenCalled();
  },
};

export const GenerateNewKeys: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate New Keys' }));
    const confirm = within(document.body).getByRole('alertdialog', { name: 'Generate New Keys' });
    await expect(confirm).toHaveTextContent(NEW_KEYS_CONFIRMATION);
    await expect(args.onGenerateKeys).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    await expect(args.onGenerateKeys).toHaveBeenCalledTimes(1);
  },
};

export const GenerateCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate New Keys' }));
    const confirm = within(document.body).getByRole('alertdialog', { name: 'Generate New Keys' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expect(args.onGenerateKeys).not.toHaveBeenCalled();
  },
};

const urlField = (root: HTMLElement) => within(root).getByRole('textbox', { name: /^Webhook URL/ });
const addButton = (root: HTMLElement) => within(root).getByRole('button', { name: 'Add webUrl' });

export const WebhookValidOnly: Story = {
  args: { webhook: { status: 'ready', data: undefined } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('None set')).toBeVisible();
    await expect(addButton(canvasElement)).toBeDisabled();
    await userEvent.type(urlField(canvasElement), 'hooks.example.com');
    await expect(addButton(canvasElement)).toBeDisabled();
    await userEvent.clear(urlField(canvasElement));
    await userEvent.type(urlField(canvasElement), 'https://localhost/hook');
    await expect(addButton(canvasElement)).toBeDisabled();
    await userEvent.clear(urlField(canvasElement));
    await userEvent.type(urlField(canvasElement), 'https://hooks.example.com/pay');
    await expect(addButton(canvasElement)).toBeEnabled();
    await userEvent.click(addButton(canvasElement));
    await expect(args.onSaveWebhook).toHaveBeenCalledWith('https://hooks.example.com/pay');
  },
};

export const WebhookLiveHttpsOnly: Story = {
  args: { webhook: { status: 'ready', data: undefined }, live: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(urlField(canvasElement), 'http://hooks.example.com/pay');
    await userEvent.tab();
    await expect(addButton(canvasElement)).toBeDisabled();
    await expect(
      within(canvasElement).getByText(
        'Enter an https address with a domain: Live webhooks are https only',
      ),
    ).toBeVisible();
    await userEvent.clear(urlField(canvasElement));
    await userEvent.type(urlField(canvasElement), 'https://hooks.example.com/pay');
    await userEvent.click(addButton(canvasElement));
    await expect(args.onSaveWebhook).toHaveBeenCalledWith('https://hooks.example.com/pay');
  },
};

const LONG_URL = `https://hooks.lagosfresh.ng/${'payments/'.repeat(10)}end`;

export const LongWebhookCut: Story = {
  args: { webhook: { status: 'ready', data: LONG_URL } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`${LONG_URL.slice(0, 40)}…`)).toBeVisible();
  },
};

export const WebhookError: Story = {
  args: { webhookState: 'error', webhookError: 'Something went wrong while updating your url' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Something went wrong while updating your url',
    );
  },
};

export const WebhookSaving: Story = {
  args: { webhookState: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(addButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { webhook: { status: 'loading' }, keys: { status: 'loading' } },
};

export const Error: Story = {
  args: { keys: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unexpected Error!')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Generate New Keys' }),
    ).toBeDisabled();
  },
};
