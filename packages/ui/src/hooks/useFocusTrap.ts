import { useEffect, useRef, type RefObject } from 'react';
import { createLayerStack } from './layerStack';
import { getTabbables } from './tabbable';

const traps = createLayerStack<symbol>();

export interface FocusTrapOptions {
  /**
   * Picks the element focused on activation. When it returns nothing, focus goes to the first
   * `[data-autofocus]` element, then the first tabbable element, then the container itself.
   */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Give focus back to the element that had it before activation (default true). */
  returnFocus?: boolean;
}

function pickInitial(container: HTMLElement, options: FocusTrapOptions): HTMLElement {
  const active = document.activeElement;
  // An element that took focus through `autoFocus` while mounting keeps it.
  if (active instanceof HTMLElement && active !== container && container.contains(active)) {
    return active;
  }
  return (
    options.initialFocus?.() ??
    container.querySelector<HTMLElement>('[data-autofocus]') ??
    getTabbables(container)[0] ??
    container
  );
}

/**
 * While `active`: moves focus into `containerRef`, keeps Tab and Shift+Tab cycling inside it and,
 * on deactivation, returns focus to the element that opened it. Nested traps stack: only the
 * most recent one handles Tab. The container should have `tabIndex={-1}` for the empty case.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
) {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const layer = Symbol('focus-trap');
    traps.push(layer);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pickInitial(container, optionsRef.current).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || !traps.isTop(layer)) return;
      const tabbables = getTabbables(container);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const outside = !(current instanceof Node) || !container.contains(current);
      if (event.shiftKey && (outside || current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      traps.remove(layer);
      if (optionsRef.current.returnFocus === false || !opener?.isConnected) return;
      const current = document.activeElement;
      // Only when focus was inside the closing layer (or was lost with it): never steal focus
      // that the app has deliberately moved elsewhere.
      if (!current || current === document.body || container.contains(current)) {
        opener.focus({ preventScroll: true });
      }
    };
  }, [active, containerRef]);
}
