import { act, lazy, Suspense, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mountRoot, unmountRoot } from '@merchant/ui/testing';
import { PagePainted, PagePaintedContext } from './pagePainted';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
const report = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  ({ host, root } = mountRoot());
  report.mockClear();
});
afterEach(() => {
  unmountRoot(host, root);
  vi.useRealTimers();
});

it('reports only after the frame that painted the page, a task later', () => {
  act(() =>
    root.render(
      <PagePaintedContext.Provider value={report}>
        <p>The page</p>
        <PagePainted />
      </PagePaintedContext.Provider>,
    ),
  );
  expect(report).not.toHaveBeenCalled();
  act(() => vi.advanceTimersToNextFrame());
  // The frame has run; its paint comes before the task that reports.
  expect(report).not.toHaveBeenCalled();
  act(() => vi.runOnlyPendingTimers());
  expect(report).toHaveBeenCalledTimes(1);
});

it('says nothing while the page beside it is still loading, and reports once it has painted', async () => {
  let arrive: (page: { default: ComponentType }) => void = () => undefined;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((done) => (arrive = done)));
  act(() =>
    root.render(
      <PagePaintedContext.Provider value={report}>
        <Suspense fallback={<p>Loading page</p>}>
          <Page />
          <PagePainted />
        </Suspense>
      </PagePaintedContext.Provider>,
    ),
  );
  act(() => vi.advanceTimersByTime(1000));
  expect(host.textContent).toBe('Loading page');
  expect(report).not.toHaveBeenCalled();

  await act(async () => arrive({ default: () => <p>The page</p> }));
  expect(host.textContent).toBe('The page');
  act(() => vi.advanceTimersToNextFrame());
  act(() => vi.runOnlyPendingTimers());
  expect(report).toHaveBeenCalledTimes(1);
});
