import { act, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mountRoot, unmountRoot } from '@merchant/ui/testing';
import { useAction } from './useAction';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
let run: (arg: string) => Promise<string | undefined>;

let reopen: () => void;
let reset: () => void;

interface RunnerProps {
  action: (arg: string) => Promise<string>;
  holds: boolean;
  onRun: (next: { run: typeof run; reopen: typeof reopen; reset: typeof reset }) => void;
}
/** Hands the hook's latest `run` and `reopen` to the test, as a form would call them. */
function Runner({ action, holds, onRun }: RunnerProps) {
  const {
    run: latest,
    reopen: latestReopen,
    reset: latestReset,
    submitState,
    errorMessage,
  } = useAction(action, {
    holdsAfterSuccess: holds,
  });
  useEffect(
    () => onRun({ run: latest, reopen: latestReopen, reset: latestReset }),
    [onRun, latest, latestReopen, latestReset],
  );
  return (
    <>
      <output>{submitState}</output>
      {errorMessage && <p>{errorMessage}</p>}
    </>
  );
}
const mount = (action: (arg: string) => Promise<string>, holds: boolean) =>
  act(() =>
    root.render(
      <Runner
        action={action}
        holds={holds}
        onRun={(next) => {
          ({ run, reopen, reset } = next);
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

it('runs no more after a success that holds: a late second click saves nothing', async () => {
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

it('starts over and runs again once reopened after a success (the form changed or showed again)', async () => {
  const action = vi.fn(async (arg: string) => arg);
  mount(action, true);
  await act(() => run('first'));
  await act(() => run('late second click'));
  expect(host.textContent).toBe('success');
  act(() => reopen());
  expect(host.textContent).toBe('idle');
  await act(() => run('after an edit'));
  expect(action.mock.calls).toEqual([['first'], ['after an edit']]);
});

it('does not let a reopen start a second run while one is in flight', async () => {
  let finish: (value: string) => void = () => undefined;
  const action = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
  mount(action, true);
  const first = run('first');
  act(() => reopen());
  await act(async () => {
    await run('second');
    finish('first');
    await first;
  });
  expect(action.mock.calls).toEqual([['first']]);
});

it('starts over from an error once reset (a dialog opened for another row)', async () => {
  const action = vi.fn(async (arg: string) => {
    if (arg === 'first') throw new Error('a bug');
    return arg;
  });
  mount(action, false);
  await act(() => run('first'));
  expect(host.textContent).toBe('errorUnexpected Error!');
  act(() => reset());
  expect(host.textContent).toBe('idle');
  await act(() => run('next row'));
  expect(action.mock.calls).toEqual([['first'], ['next row']]);
});

it('runs again after a held success once reset', async () => {
  const action = vi.fn(async (arg: string) => arg);
  mount(action, true);
  await act(() => run('first'));
  act(() => reset());
  expect(host.textContent).toBe('idle');
  await act(() => run('second'));
  expect(action.mock.calls).toEqual([['first'], ['second']]);
});
