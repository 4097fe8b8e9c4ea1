import { act, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mountRoot, unmountRoot } from '@merchant/ui/testing';
import { useAction } from './useAction';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
let run: (arg: string) => Promise<string | undefined>;

interface RunnerProps {
  action: (arg: string) => Promise<string>;
  leaves: boolean;
  onRun: (next: typeof run) => void;
}
/** Hands the hook's latest `run` to the test, as a form's submit would call it. */
function Runner({ action, leaves, onRun }: RunnerProps) {
  const { run: latest } = useAction(action, { leavesOnSuccess: leaves });
  useEffect(() => onRun(latest), [onRun, latest]);
  return null;
}
const mount = (action: (arg: string) => Promise<string>, leaves: boolean) =>
  act(() =>
    root.render(
      <Runner
        action={action}
        leaves={leaves}
        onRun={(next) => {
          run = next;
        }}
      />,
    ),
  );

beforeEach(() => {
  ({ host, root } = mountRoot());
});
afterEach(() => unmountRoot(host, root));

it('drops a run that comes while one is in flight', async () => {
  const action = vi.fn(async (arg: string) => arg);
  mount(action, false);
  await act(() => Promise.all([run('first'), run('second')]));
  expect(action.mock.calls).toEqual([['first']]);
});

it('runs again after a success when the page stays', async () => {
  const action = vi.fn(async (arg: string) => arg);
  mount(action, false);
  await act(() => run('first'));
  await act(() => run('second'));
  expect(action.mock.calls).toEqual([['first'], ['second']]);
});

it('runs no more after a success that leaves the page: a late second click saves nothing', async () => {
  const action = vi.fn(async (arg: string) => arg);
  mount(action, true);
  await act(() => run('first'));
  await expect(act(() => run('late second click'))).resolves.toBeUndefined();
  expect(action.mock.calls).toEqual([['first']]);
});

it('lets the merchant try again after an error, even when a success would leave', async () => {
  const action = vi.fn(async (arg: string) => {
    if (arg === 'first') throw new Error('Unexpected Error!');
    return arg;
  });
  mount(action, true);
  await act(() => run('first'));
  await act(() => run('again'));
  expect(action.mock.calls).toEqual([['first'], ['again']]);
});
