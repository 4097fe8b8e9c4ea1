import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Test helper, shared with the app's tests as `@merchant/ui/testing`: a React root on a fresh
 * element in the page, for tests that render by hand.
 */
export function mountRoot() {
  const host = document.createElement('div');
  document.body.append(host);
  return { host, root: createRoot(host) as Root };
}

/** Test helper: unmounts what `mountRoot` made and takes its element out of the page. */
export function unmountRoot(host: HTMLElement, root: Root) {
  act(() => root.unmount());
  host.remove();
}
