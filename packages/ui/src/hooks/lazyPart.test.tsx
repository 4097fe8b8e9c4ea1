import { act, Suspense, useState, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, usePreload } from './lazyPart';
import { mountRoot, unmountRoot } from '../testing/reactRoot';

// Lets act() flush effects without warnings outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part's file that arrives when the test says so. */
function deferredPart() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<ComponentType<{ name: string }>>((resolve) => {
        arrive = () => resolve(Counter);
      }),
  );
  return { load, arrive: () => act(async () => arrive()) };
}

/** Keeps a count of its own, so a remount shows as the count going back to 0. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

let host: HTMLDivElement;
let root: Root;
const text = () => host.textContent;
const click = () => act(() => host.querySelector('button')?.click());

beforeEach(() => {
  ({ host, root } = mountRoot());
});

afterEach(() => {
  unmountRoot(host, root);
});

describe('lazyPart', () => {
  it('shows the fallback until its file is in, then the part', async () => {
    const { load, arrive } = deferredPart();
    const Part = lazyPart(load);
    act(() =>
      root.render(
        <Suspense fallback="Loading">
          <Part name="Form" />
        </Suspense>,
      ),
    );
    expect(text()).toBe('Loading');
    await arrive();
    expect(text()).toBe('Form 0');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('mounts at once, without the fallback, once preloaded', async () => {
    const { load, arrive } = deferredPart();
    const Part = lazyPart(load);
    const preloaded = Part.preload();
    await arrive();
    await preloaded;
    act(() =>
      root.render(
        <Suspense fallback="Loading">
          <Part name="Form" />
        </Suspense>,
      ),
    );
    expect(text()).toBe('Form 0');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what is on screen when it re-renders after its file arrived', async () => {
    const { load, arrive } = deferredPart();
    const Part = lazyPart(load);
    const render = (name: string) =>
      act(() =>
        root.render(
          <Suspense fallback="Loading">
            <Part name={name} />
          </Suspense>,
        ),
      );
    render('Form');
    await arrive();
    click();
    expect(text()).toBe('Form 1');
    render('Renamed');
    expect(text()).toBe('Renamed 1');
  });
});

describe('usePreload', () => {
  it('starts the download after the first paint, not during the render', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    try {
      const { load } = deferredPart();
      const Part = lazyPart(load);
      function Page() {
        usePreload(Part);
        return <p>Frame</p>;
      }
      act(() => root.render(<Page />));
      expect(text()).toBe('Frame');
      expect(load).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersToNextFrame());
      await act(() => vi.runOnlyPendingTimers());
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
