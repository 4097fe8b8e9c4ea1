import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHeldWhilePressed } from './useHeldWhilePressed';
import { mountRoot, unmountRoot } from '../testing/reactRoot';

// Lets act() flush effects without warnings outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Shown({ value }: { value: string }) {
  return <output>{useHeldWhilePressed(value)}</output>;
}

let host: HTMLDivElement;
let root: Root;
const shown = () => host.querySelector('output')?.textContent;
const render = (value: string) => act(() => root.render(<Shown value={value} />));
const pointer = (type: 'pointerdown' | 'pointerup', button = 0) =>
  act(() => {
    host.dispatchEvent(new PointerEvent(type, { bubbles: true, button }));
  });

beforeEach(() => {
  ({ host, root } = mountRoot());
});

afterEach(() => {
  unmountRoot(host, root);
});

describe('useHeldWhilePressed', () => {
  it('follows the value while no pointer is pressed', () => {
    render('');
    render('Please explain your decision');
    expect(shown()).toBe('Please explain your decision');
  });

  it('holds the value from the start of a press until its release', () => {
    render('');
    pointer('pointerdown');
    render('Please explain your decision');
    expect(shown()).toBe('');
    pointer('pointerup');
    expect(shown()).toBe('Please explain your decision');
  });

  it('ignores a press of another button than the main one', () => {
    render('');
    pointer('pointerdown', 2);
    render('Please explain your decision');
    expect(shown()).toBe('Please explain your decision');
    pointer('pointerup', 2);
  });
});
