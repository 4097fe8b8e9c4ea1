import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mountRoot, unmountRoot } from '@merchant/ui/testing';
import { useAfterFirstPaint } from './useAfterFirstPaint';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
const shown = () => host.querySelector('output')?.textContent;
function Shown({ ready }: { ready: boolean }) {
  return <output>{String(useAfterFirstPaint(ready))}</output>;
}
const render = (ready: boolean) => act(() => root.render(<Shown ready={ready} />));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  ({ host, root } = mountRoot());
});
afterEach(() => {
  unmountRoot(host, root);
  vi.useRealTimers();
});

it('stays false while not ready, however many frames pass', () => {
  render(false);
  act(() => vi.advanceTimersByTime(1000));
  expect(shown()).toBe('false');
});

it('turns true only after the frame that painted the ready state, and stays true', () => {
  render(true);
  expect(shown()).toBe('false');
  act(() => vi.advanceTimersToNextFrame());
  // The frame has run; its paint comes before the task that flips the flag.
  expect(shown()).toBe('false');
  act(() => vi.runOnlyPendingTimers());
  expect(shown()).toBe('true');
  render(false);
  expect(shown()).toBe('true');
});
