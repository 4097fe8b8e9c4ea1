import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useAnchorPosition, useEscapeKey, type Side } from '../../hooks';
import { TooltipAnchor, TooltipBubble } from './Tooltip.styles';

/** Lets the pointer travel from the trigger onto the tooltip without it vanishing. */
const HIDE_DELAY_MS = 100;

export interface TooltipProps {
  /** The hint; it becomes the trigger's accessible description. */
  content: ReactNode;
  /** One focusable element (a button, a link) that the hint describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Preferred side; flips when there is no room. */
  side?: Side;
  /** Milliseconds of hovering before it shows; focus shows it at once. */
  delayMs?: number;
}

/**
 * A short hint shown on hover and on keyboard focus, e.g. 'money for transfers' on the available
 * balance card. MUST NOT hold interactive content; stays while hovered; Escape dismisses it.
 */
export function Tooltip({ content, children, side = 'top', delayMs = 300 }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();
  const position = useAnchorPosition(anchorRef, bubbleRef, open, {
    side,
    align: 'center',
    offset: 6,
  });

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEscapeKey(() => setOpen(false), open);

  const showAfter = (ms: number) => {
    window.clearTimeout(timer.current);
    if (ms <= 0) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), ms);
  };
  const hideSoon = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(false), HIDE_DELAY_MS);
  };
  const cancelHide = () => window.clearTimeout(timer.current);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <>
      <TooltipAnchor
        ref={anchorRef}
        onMouseEnter={() => showAfter(delayMs)}
        onMouseLeave={hideSoon}
        onFocus={() => showAfter(0)}
        onBlur={() => {
          window.clearTimeout(timer.current);
          setOpen(false);
        }}
      >
        {cloneElement(children, { 'aria-describedby': describedBy })}
      </TooltipAnchor>
      {createPortal(
        // Always mounted (hidden when closed) so the trigger's description resolves.
        <TooltipBubble
          ref={bubbleRef}
          id={id}
          role="tooltip"
          hidden={!open}
          style={position.style}
          data-side={position.side}
          onMouseEnter={cancelHide}
          onMouseLeave={hideSoon}
        >
          {content}
        </TooltipBubble>,
        document.body,
      )}
    </>
  );
}
