import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NetworkProvider, useNetwork } from './NetworkProvider';
import { mountRoot, unmountRoot } from '../testing/reactRoot';

// Lets act() flush effects without warnings outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
let onLine = true;

function State() {
  return <p>{useNetwork().online ? 'online' : 'offline'}</p>;
}

/** The browser's network changing, as navigator.onLine and its event report it. */
const browserGoes = (online: boolean) =>
  act(() => {
    onLine = online;
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

beforeEach(() => {
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  ({ host, root } = mountRoot());
});

afterEach(() => {
  unmountRoot(host, root);
  vi.restoreAllMocks();
});

it('follows the browser, and reports each change once, offline then online', () => {
  const onChange = vi.fn();
  act(() =>
    root.render(
      <NetworkProvider onChange={onChange}>
        <State />
      </NetworkProvider>,
    ),
  );
  expect(host.textContent).toBe('online');
  expect(onChange).not.toHaveBeenCalled();

  browserGoes(false);
  expect(host.textContent).toBe('offline');
  expect(onChange.mock.calls).toEqual([[false]]);

  browserGoes(true);
  expect(host.textContent).toBe('online');
  expect(onChange.mock.calls).toEqual([[false], [true]]);
});
