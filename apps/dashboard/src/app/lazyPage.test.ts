import type { ComponentType } from 'react';
import { expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

const Component: ComponentType = () => null;

it('preload starts the load the page would start, and later calls share it', async () => {
  const load = vi.fn(() => Promise.resolve({ Component }));
  const Page = lazyPage(load);
  expect(load).not.toHaveBeenCalled();
  const first = Page.preload();
  expect(await first).toEqual({ default: Component });
  expect(Page.preload()).toBe(first);
  expect(load).toHaveBeenCalledTimes(1);
});

it('preload(alongside) waits for it to settle, and a failure there does not fail the page', async () => {
  const Page = lazyPage(() => Promise.resolve({ Component }));
  let fail = (_reason: Error) => {};
  const alongside = new Promise((_resolve, reject) => {
    fail = reject;
  });
  let loaded = false;
  const loading = Page.preload(alongside).then(() => {
    loaded = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(loaded).toBe(false);
  fail(new Error('the other chunk did not load'));
  await loading;
  expect(loaded).toBe(true);
});
