import { act, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../packages/api/src/core/errors';
import { mountRoot, unmountRoot } from '@merchant/ui/testing';
import { useCreateDialog } from './useCreateDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
let submit: (values: string) => void;

interface DialogProps {
  create: (values: string) => Promise<unknown>;
  onClose: () => void;
}
/** Shows what the dialog would: its progress, then the server's message; hands `onSubmit` out. */
function Dialog({ create, onClose }: DialogProps) {
  const dialog = useCreateDialog(create, onClose);
  useEffect(() => {
    submit = dialog.onSubmit;
  });
  return <output>{[dialog.submitState, dialog.errorMessage].filter(Boolean).join(': ')}</output>;
}
const mount = (create: DialogProps['create'], onClose: () => void) =>
  act(() => root.render(<Dialog create={create} onClose={onClose} />));

/** Lets the request and what follows it settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  ({ host, root } = mountRoot());
});
afterEach(() => unmountRoot(host, root));

it('creates with what was typed, then closes', async () => {
  const create = vi.fn(async (values: string) => values);
  const onClose = vi.fn();
  mount(create, onClose);
  act(() => submit('Adaeze Okafor'));
  await settle();
  expect(create.mock.calls).toEqual([['Adaeze Okafor']]);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it("stays open with the server's message after a refusal, and sends again when asked", async () => {
  const create = vi.fn(async (values: string) => {
    if (values === 'taken') throw new ApiError('http', 'Customer already exists', { path: '/' });
    return values;
  });
  const onClose = vi.fn();
  mount(create, onClose);
  act(() => submit('taken'));
  await settle();
  expect(onClose).not.toHaveBeenCalled();
  expect(host.textContent).toBe('error: Customer already exists');

  act(() => submit('free'));
  await settle();
  expect(create.mock.calls).toEqual([['taken'], ['free']]);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('sends one request for a double click', async () => {
  let answer: () => void = () => undefined;
  const create = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
  const onClose = vi.fn();
  mount(create, onClose);
  act(() => {
    submit('first');
    submit('second');
  });
  expect(host.textContent).toBe('pending');
  answer();
  await settle();
  expect(create).toHaveBeenCalledTimes(1);
  expect(onClose).toHaveBeenCalledTimes(1);
});
