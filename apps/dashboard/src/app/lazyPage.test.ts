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
