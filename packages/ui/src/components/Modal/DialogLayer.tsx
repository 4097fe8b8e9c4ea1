import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialogLayer } from '../../hooks';
import { Body, Description, Footer, Header, Title } from './Modal.styles';
import { ModalCloseButton } from './ModalCloseButton';

/** What Modal and Drawer both take: the content of the layer and how it closes. */
export interface DialogLayerProps {
  /** Whether the layer is shown. */
  open: boolean;
  /** Called on Escape, backdrop click and the Close button. */
  onClose: () => void;
  /** Heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Optional line under the title; it describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** The content; it scrolls when long. */
  children?: ReactNode;
  /** Actions row at the bottom, usually Cancel and a primary Button. */
  footer?: ReactNode;
  /** Whether a click on the dimmed backdrop closes the layer (default true). */
  closeOnBackdropClick?: boolean;
  /** Element to focus on open; by default `[data-autofocus]`, else the first control in the body or footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** The wiring a frame spreads onto its backdrop and its panel, and the sections it wraps. */
interface DialogFrameParts {
  /** Closes on a click whose two ends are on the backdrop. */
  backdrop: ReturnType<typeof useDialogLayer>['backdropProps'];
  /** Makes the panel a modal dialog named by the title, trapping focus. */
  panel: {
    ref: RefObject<HTMLDivElement | null>;
    'aria-modal': 'true';
    'aria-labelledby': string;
    'aria-describedby': string | undefined;
    tabIndex: number;
  };
  /** Title with close button, description, body, footer. */
  content: ReactNode;
}

interface DialogLayerFrameProps extends DialogLayerProps {
  /** Draws the backdrop and the panel (a centred dialog, a side drawer) around the content. */
  frame: (parts: DialogFrameParts) => ReactNode;
}

/**
 * The layer Modal and Drawer share, portalled to `document.body`: they differ only in the
 * frame they draw, so focus, Escape, scroll lock and the sections behave the same in both.
 */
export function DialogLayer({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeOnBackdropClick = true,
  initialFocusRef,
  frame,
}: DialogLayerFrameProps) {
  const { containerRef, bodyRef, footerRef, titleId, descriptionId, backdropProps } =
    useDialogLayer({ open, onClose, closeOnBackdropClick, initialFocusRef });

  if (!open) return null;

  return createPortal(
    frame({
      backdrop: backdropProps,
      panel: {
        ref: containerRef,
        'aria-modal': 'true',
        'aria-labelledby': titleId,
        'aria-describedby': description ? descriptionId : undefined,
        tabIndex: -1,
      },
      content: (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <ModalCloseButton onClick={onClose} />
          </Header>
          {description ? <Description id={descriptionId}>{description}</Description> : null}
          {children != null ? <Body ref={bodyRef}>{children}</Body> : null}
          {footer ? <Footer ref={footerRef}>{footer}</Footer> : null}
        </>
      ),
    }),
    document.body,
  );
}
