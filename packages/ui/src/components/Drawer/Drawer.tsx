import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialogLayer } from '../../hooks';
import { DialogSections } from '../Modal/DialogSections';
import { DrawerBackdrop, DrawerPanel, type DrawerSide, type DrawerSize } from './Drawer.styles';

export interface DrawerProps {
  /** Whether the panel is shown. */
  open: boolean;
  /** Called on Escape, backdrop click and the Close button. */
  onClose: () => void;
  /** Heading; it names the panel (aria-labelledby). */
  title: ReactNode;
  /** Optional line under the title; it describes the panel (aria-describedby). */
  description?: ReactNode;
  /** The panel's content; it scrolls when long. */
  children?: ReactNode;
  /** Actions pinned to the bottom. */
  footer?: ReactNode;
  /** Edge the panel slides in from. */
  side?: DrawerSide;
  /** Width: sm 360px, md 480px, lg 640px (never wider than the screen). */
  size?: DrawerSize;
  /** Whether a click on the dimmed backdrop closes the panel (default true). */
  closeOnBackdropClick?: boolean;
  /** Element to focus on open; by default `[data-autofocus]`, else the first control in the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal side panel (filters, details). Same contract as Modal: focus moves in and is trapped,
 * Escape closes, focus returns to the opener, the page behind does not scroll.
 */
export function Drawer({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  side = 'right',
  size = 'md',
  closeOnBackdropClick = true,
  initialFocusRef,
}: DrawerProps) {
  const { containerRef, bodyRef, footerRef, titleId, descriptionId, backdropProps } =
    useDialogLayer({
      open,
      onClose,
      closeOnBackdropClick,
      initialFocusRef,
    });

  if (!open) return null;

  return createPortal(
    <DrawerBackdrop role="presentation" $side={side} {...backdropProps}>
      <DrawerPanel
        ref={containerRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $side={side}
        $size={size}
      >
        <DialogSections
          title={title}
          titleId={titleId}
          description={description}
          descriptionId={descriptionId}
          footer={footer}
          onClose={onClose}
          bodyRef={bodyRef}
          footerRef={footerRef}
        >
          {children}
        </DialogSections>
      </DrawerPanel>
    </DrawerBackdrop>,
    document.body,
  );
}
