import { useId, useRef, type MouseEvent, type RefObject } from 'react';
import { getTabbables } from './tabbable';
import { useEscapeKey } from './useEscapeKey';
import { useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';

export interface DialogLayerOptions {
  /** Whether the layer is shown. */
  open: boolean;
  /** Called by Escape and by a click on the backdrop. */
  onClose: () => void;
  /** Whether a click on the backdrop closes the layer. */
  closeOnBackdropClick: boolean;
  /** The element that takes focus on open, before `[data-autofocus]` and the first control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * What every dialog layer (Modal, Drawer) shares: focus moves in on open and stays inside,
 * Escape closes, the page behind does not scroll, and only a click whose two ends are both on
 * the backdrop closes it (a press that starts inside and ends outside, selecting text, must not).
 */
export function useDialogLayer({
  open,
  onClose,
  closeOnBackdropClick,
  initialFocusRef,
}: DialogLayerOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useFocusTrap(containerRef, open, {
    initialFocus: () =>
      initialFocusRef?.current ??
      containerRef.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      getTabbables(bodyRef.current)[0] ??
      getTabbables(footerRef.current)[0],
  });
  useEscapeKey(onClose, open);
  useScrollLock(open);

  const backdropProps = {
    onPointerDown: (event: MouseEvent<HTMLDivElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      if (closeOnBackdropClick && pressedOnBackdrop.current && event.target === event.currentTarget)
        onClose();
      pressedOnBackdrop.current = false;
    },
  };

  return { containerRef, bodyRef, footerRef, titleId, descriptionId, backdropProps };
}
