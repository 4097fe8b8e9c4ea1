import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './CopyButton';

const LINK = 'https://pay.example.ng/link/7Hq2';
const writeText = fn(async (_text: string) => {});

/** Replaces the Clipboard API for one story; `undefined` removes it (an insecure context). */
function stubClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** Replaces document.execCommand for one story, recording the text that was selected. */
function stubExecCommand(result: boolean) {
  const selected: string[] = [];
  const execCommand = fn((command: string) => {
    const active = document.activeElement;
    if (command === 'copy' && active instanceof HTMLTextAreaElement) selected.push(active.value);
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return {
    execCommand,
    selected,
    restore: () => {
      Reflect.deleteProperty(document, 'execCommand');
    },
  };
}

const meta: Meta<typeof CopyButton> = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { value: LINK, onCopied: fn(), onCopyError: fn() },
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard({ writeText });
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const CopiedThenResets: Story = {
  args: { copiedLabel: 'Copied!', resetAfterMs: 1000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));

    await expect(writeText).toHaveBeenCalledWith(LINK);
    await expect(args.onCopied).toHaveBeenCalledWith(LINK);
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied!');

    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const ProductUrl: Story = {
  args: { copiedLabel: 'Copied.', resetAfterMs: 2000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByRole('button', { name: 'Copied.' })).toBeInTheDocument();
    // Still confirming well before the caller's 2000 ms are up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getByRole('button', { name: 'Copied.' })).toBeInTheDocument();
  },
};

export const BalancesModal: Story = {
  args: {
    value: '0123456789',
    'aria-label': 'Copy account number',
    copiedLabel: 'Copied!',
    resetAfterMs: 200,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy account number' }));
    await expect(writeText).toHaveBeenCalledWith('0123456789');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Copy account number' })).toBeInTheDocument(),
    );
  },
};

let fallbackExec: ReturnType<typeof stubExecCommand> | undefined;

export const FallbackWithoutClipboardApi: Story = {
  args: { copiedLabel: 'Copied!', resetAfterMs: 2000 },
  beforeEach: () => {
    const removeClipboard = stubClipboard(undefined);
    const exec = stubExecCommand(true);
    fallbackExec = exec;
    return () => {
      exec.restore();
      removeClipboard();
    };
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.click(button);

    await expect(fallbackExec?.execCommand).toHaveBeenCalledWith('copy');
    await expect(fallbackExec?.selected).toEqual([LINK]);
    await expect(args.onCopied).toHaveBeenCalledWith(LINK);
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toHaveFocus();
    await expect(document.querySelector('textarea')).toBeNull();
  },
};
export const CopyFails: Story = {
  beforeEach: () => {
    const removeClipboard = stubClipboard({
      writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
    });
    const exec = stubExecCommand(false);
    return () => {
      exec.restore();
      removeClipboard();
    };
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));

    await waitFor(() => expect(args.onCopyError).toHaveBeenCalledTimes(1));
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true } };
