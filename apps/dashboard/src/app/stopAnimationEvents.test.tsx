import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mountRoot, unmountRoot } from '@merchant/ui/testing';
import { stopAnimationEvents } from './stopAnimationEvents';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
const onAnimationStart = vi.fn();
const onClick = vi.fn();

beforeEach(() => {
  ({ host, root } = mountRoot());
  act(() =>
    root.render(
      <button type="button" onAnimationStart={onAnimationStart} onClick={onClick}>
        Pay
      </button>,
    ),
  );
  onAnimationStart.mockClear();
  onClick.mockClear();
});
afterEach(() => unmountRoot(host, root));

const button = () => host.querySelector('button') as HTMLButtonElement;
const start = () => button().dispatchEvent(new AnimationEvent('animationstart', { bubbles: true }));

it('keeps animation events from React, and no other event', () => {
  const undo = stopAnimationEvents();
  start();
  button().click();
  undo();
  expect(onAnimationStart).not.toHaveBeenCalled();
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('is undone by the function it returns: React hears them again', () => {
  stopAnimationEvents()();
  start();
  expect(onAnimationStart).toHaveBeenCalledTimes(1);
});
