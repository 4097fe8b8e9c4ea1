import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, ToastProvider, UNSAFE_LINK_NOTE } from '@merchant/ui';
import { mountRoot, unmountRoot } from '@merchant/ui/testing';
import { useOpenExternal } from './useOpenExternal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;

/** A button that opens the address, as the payment links and invoices pages do. */
function Opener({ address }: { address: string }) {
  const open = useOpenExternal();
  return (
    <button type="button" onClick={() => open(address)}>
      Open
    </button>
  );
}

function openFrom(address: string) {
  act(() =>
    root.render(
      <ThemeProvider>
        <ToastProvider>
          <Opener address={address} />
        </ToastProvider>
      </ThemeProvider>,
    ),
  );
  const button = host.querySelector('button');
  if (!button) throw new Error('no Open button');
  act(() => button.click());
}

const alerts = () =>
  [...document.querySelectorAll('[role="alert"]')].map((node) => node.textContent);

beforeEach(() => {
  ({ host, root } = mountRoot());
  // Nothing leaves the test page: the spy stands in for the new tab.
  vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  unmountRoot(host, root);
  vi.restoreAllMocks();
});

describe('useOpenExternal', () => {
  it.each([
    'http://pay.example.ng/invoice/INV-1',
    // A script address would run in this page's origin if it were ever opened.
    'javascript:alert(document.domain)',
  ])('does not open %s, and says why in a toast', (address) => {
    openFrom(address);
    expect(window.open).not.toHaveBeenCalled();
    expect(alerts()).toContainEqual(expect.stringContaining(`${UNSAFE_LINK_NOTE} (${address})`));
  });

  it('opens an https address in a new tab without handing it this window', () => {
    openFrom('https://pay.example.ng/invoice/INV-1');
    expect(window.open).toHaveBeenCalledTimes(1);
    const [url, target, features] = vi.mocked(window.open).mock.calls[0] ?? [];
    expect(url).toBe('https://pay.example.ng/invoice/INV-1');
    expect(target).toBe('_blank');
    expect(String(features).split(',')).toContain('noopener');
    expect(alerts()).toEqual([]);
  });
});
