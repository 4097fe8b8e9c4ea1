import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialogLayer } from '../../hooks';
import { Backdrop, DialogRoot, type ModalSize } from './Modal.styles';
import { DialogSections } from './DialogSections';

export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, backdrop click and the Close button. */
  onClose: () => void;
  /** Heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Optional line under the title; it describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** The dialog's content. */
  children?: ReactNode;
  /** Actions row at the bottom, usually Cancel and a primary Button. */
  footer?: ReactNode;
  /** Maximum width: sm 420px, md 560px, lg 800px. */
  size?: ModalSize;
  /** Whether a click on the dimmed backdrop closes the dialog (default true). */
  closeOnBackdropClick?: boolean;
  /** Element to focus on open; by default `[data-autofocus]`, else the first control in the body or footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations that interrupt the user; `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog portalled to `document.body`. MUST move focus inside on open, keep Tab inside,
 * close on Escape, and give focus back to the opener on close. The page behind does not scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnBackdropClick = true,
  initialFocusRef,
  role = 'dialog',
}: ModalProps) {
  const { containerRef, bodyRef, footerRef, titleId, descriptionId, backdropProps } =
    useDialogLayer({
      open,
      onClose,
      closeOnBackdropClick,
      initialFocusRef,
    });

  if (!open) return null;

  return createPortal(
    <Backdrop role="presentation" {...backdropProps}>
      <DialogRoot
        ref={containerRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
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
      </DialogRoot>
    </Backdrop>,
    document.body,
  );
}
