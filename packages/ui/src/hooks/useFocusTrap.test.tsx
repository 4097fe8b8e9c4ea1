import { act, useRef, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { useFocusTrap, type FocusTrapOptions } from './useFocusTrap';
import { mountRoot, unmountRoot } from '../testing/reactRoot';

// Lets act() flush effects without warnings outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Trap({
  active,
  name,
  options,
  children,
}: {
  active: boolean;
  name: string;
  options?: FocusTrapOptions;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active, options);
  return (
    <div ref={ref} tabIndex={-1} data-trap={name}>
      {children}
    </div>
  );
}

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  ({ host, root } = mountRoot());
});

afterEach(() => {
  unmountRoot(host, root);
});

const render = (node: ReactNode) => act(() => root.render(node));
const byText = (text: string) => {
  const match = Array.from(document.querySelectorAll<HTMLElement>('button, input')).find(
    (element) => element.textContent === text || element.getAttribute('aria-label') === text,
  );
  if (!match) throw new Error(`No control named ${text}`);
  return match;
};

function Page({ active, options }: { active: boolean; options?: FocusTrapOptions }) {
  return (
    <>
      <button type="button">Opener</button>
      <Trap active={active} name="outer" options={options}>
        <button type="button">First</button>
        <input aria-label="Middle" />
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button">Last</button>
      </Trap>
      <button type="button">After</button>
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus in, cycles Tab and Shift+Tab inside, and returns focus to the opener', async () => {
    await render(<Page active={false} />);
    byText('Opener').focus();

    await render(<Page active />);
    expect(document.activeElement).toBe(byText('First'));

    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(byText('Middle'));
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(byText('Last'));
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(byText('First'));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(byText('Last'));

    await render(<Page active={false} />);
    expect(document.activeElement).toBe(byText('Opener'));
  });

  it('prefers initialFocus, then [data-autofocus]', async () => {
    await render(<Page active={false} />);
    await render(<Page active options={{ initialFocus: () => byText('Last') }} />);
    expect(document.activeElement).toBe(byText('Last'));

    await render(null);
    await render(
      <Trap active name="auto">
        <button type="button">One</button>
        <button type="button" data-autofocus>
          Two
        </button>
      </Trap>,
    );
    expect(document.activeElement).toBe(byText('Two'));
  });

  it('holds focus on the container when it has nothing focusable', async () => {
    await render(
      <Trap active name="empty">
        <p>Nothing to press</p>
      </Trap>,
    );
    const container = document.querySelector('[data-trap="empty"]');
    expect(document.activeElement).toBe(container);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(container);
  });

  it('lets only the most recent trap handle Tab and restores the outer one after', async () => {
    const nested = (innerActive: boolean) => (
      <>
        <Trap active name="outer">
          <button type="button">Outer first</button>
          <button type="button">Outer last</button>
        </Trap>
        <Trap active={innerActive} name="inner">
          <button type="button">Inner only</button>
        </Trap>
      </>
    );
    await render(nested(false));
    byText('Outer last').focus();

    await render(nested(true));
    expect(document.activeElement).toBe(byText('Inner only'));
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(byText('Inner only'));

    await render(nested(false));
    expect(document.activeElement).toBe(byText('Outer last'));
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(byText('Outer first'));
  });

  it('does not take back focus the app moved elsewhere, and honours returnFocus: false', async () => {
    await render(<Page active={false} />);
    byText('Opener').focus();
    await render(<Page active />);
    byText('After').focus();
    await render(<Page active={false} />);
    expect(document.activeElement).toBe(byText('After'));

    byText('Opener').focus();
    await render(<Page active options={{ returnFocus: false }} />);
    await render(<Page active={false} options={{ returnFocus: false }} />);
    expect(document.activeElement).toBe(byText('First'));
  });
});
