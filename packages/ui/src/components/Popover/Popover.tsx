import {
  forwardRef,
  useEffect,
  useRef,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import {
  getTabbables,
  useAnchorPosition,
  useClickOutside,
  useEscapeKey,
  useMergedRefs,
  type Align,
  type Side,
} from '../../hooks';
import { PopoverPanel } from './Popover.styles';

/** Why a popover asks to close: Escape (focus goes back to the anchor) or a press outside. */
export type PopoverCloseReason = 'escape' | 'outside';

export interface PopoverProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Whether the panel is shown. */
  open: boolean;
  /** Called on Escape and on a press outside both the panel and the anchor. */
  onClose: (reason: PopoverCloseReason) => void;
  /** The element the panel is placed against, usually the button that toggles it. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Panel content. */
  children: ReactNode;
  /** Preferred side; flips when the viewport has no room there. */
  side?: Side;
  /** Horizontal alignment with the anchor. */
  align?: Align;
  /** Move focus into the panel on open (first control, else the panel itself). Default true. */
  focusOnOpen?: boolean;
  /** ARIA role of the panel; give a `dialog` an `aria-label` or `aria-labelledby`. */
  role?: 'dialog' | 'menu' | 'listbox' | 'region';
}

/**
 * A floating panel anchored under (or over) a trigger, portalled to `document.body`. It MUST close
 * on Escape, returning focus to the anchor, and on a press outside; it does not trap focus.
 */
export const Popover = forwardRef<HTMLDivElement, PopoverProps>(function Popover(
  {
    open,
    onClose,
    anchorRef,
    children,
    side = 'bottom',
    align = 'start',
    focusOnOpen = true,
    role = 'dialog',
    style,
    ...rest
  },
  forwardedRef,
) {
  const panelRef = useRef<HTMLDivElement>(null);
  const ref = useMergedRefs(panelRef, forwardedRef);
  const position = useAnchorPosition(anchorRef, panelRef, open, { side, align });

  useEscapeKey(() => {
    anchorRef.current?.focus();
    onClose('escape');
  }, open);
  useClickOutside([panelRef, anchorRef], () => onClose('outside'), open);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !focusOnOpen || !panel) return;
    (getTabbables(panel)[0] ?? panel).focus({ preventScroll: true });
  }, [open, focusOnOpen]);

  if (!open) return null;
  return createPortal(
    <PopoverPanel
      ref={ref}
      role={role}
      tabIndex={-1}
      data-side={position.side}
      style={{ ...position.style, ...style }}
      {...rest}
    >
      {children}
    </PopoverPanel>,
    document.body,
  );
});
