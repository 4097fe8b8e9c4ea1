import { useCallback, useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

export type Side = 'top' | 'bottom';
export type Align = 'start' | 'end' | 'center';

export interface AnchorPositionOptions {
  /** Preferred side; flips to the other side when the preferred one has no room. */
  side?: Side;
  /** Horizontal alignment with the anchor. */
  align?: Align;
  /** Gap between anchor and floating element, in pixels. */
  offset?: number;
}

export interface AnchorPosition {
  /** Fixed-position style for the floating element (off-screen until measured). */
  style: CSSProperties;
  /** The side actually used after flipping. */
  side: Side;
}

const VIEWPORT_MARGIN = 8;

/**
 * Positions a floating element (`position: fixed`) against an anchor with getBoundingClientRect,
 * flipping above or below when the preferred side has no room, clamped inside the viewport, and
 * following scroll, resize and size changes while `open`.
 */
export function useAnchorPosition(
  anchorRef: RefObject<HTMLElement | null>,
  floatingRef: RefObject<HTMLElement | null>,
  open: boolean,
  { side = 'bottom', align = 'start', offset = 4 }: AnchorPositionOptions = {},
): AnchorPosition {
  const [position, setPosition] = useState<{ top: number; left: number; side: Side } | null>(null);

  const update = useCallback(() => {
    const anchor = anchorRef.current;
    const floating = floatingRef.current;
    if (!anchor || !floating) return;
    const a = anchor.getBoundingClientRect();
    const { offsetWidth: width, offsetHeight: height } = floating;
    const viewportWidth = document.documentElement.clientWidth;
    const viewportHeight = window.innerHeight;

    const roomBelow = viewportHeight - a.bottom - offset - VIEWPORT_MARGIN;
    const roomAbove = a.top - offset - VIEWPORT_MARGIN;
    let used: Side = side;
    if (side === 'bottom' && height > roomBelow && roomAbove > roomBelow) used = 'top';
    if (side === 'top' && height > roomAbove && roomBelow > roomAbove) used = 'bottom';
    const top = used === 'bottom' ? a.bottom + offset : a.top - offset - height;

    const wanted =
      align === 'start'
        ? a.left
        : align === 'end'
          ? a.right - width
          : a.left + a.width / 2 - width / 2;
    const maxLeft = Math.max(VIEWPORT_MARGIN, viewportWidth - width - VIEWPORT_MARGIN);
    const left = Math.min(Math.max(wanted, VIEWPORT_MARGIN), maxLeft);

    setPosition((previous) =>
      previous && previous.top === top && previous.left === left && previous.side === used
        ? previous
        : { top, left, side: used },
    );
  }, [anchorRef, floatingRef, side, align, offset]);

  useLayoutEffect(() => {
    if (!open) return undefined;
    update();
    window.addEventListener('resize', update);
    // Capture: a scroll inside any container (a table wrapper) moves the anchor too.
    window.addEventListener('scroll', update, { capture: true, passive: true });
    const observer = new ResizeObserver(update);
    if (floatingRef.current) observer.observe(floatingRef.current);
    if (anchorRef.current) observer.observe(anchorRef.current);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, { capture: true });
      observer.disconnect();
      // The next opening starts hidden until it has been measured again.
      setPosition(null);
    };
  }, [open, update, anchorRef, floatingRef]);

  return {
    side: position?.side ?? side,
    style: position
      ? { position: 'fixed', top: position.top, left: position.left }
      : // Parked off-screen rather than `visibility: hidden` until measured, so a menu can
        // move focus into it in the same commit that opens it.
        { position: 'fixed', top: -10000, left: -10000 },
  };
}
