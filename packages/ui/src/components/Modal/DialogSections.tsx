import type { ReactNode, RefObject } from 'react';
import { Body, Description, Footer, Header, Title } from './Modal.styles';
import { ModalCloseButton } from './ModalCloseButton';

export interface DialogSectionsProps {
  /** The heading that names the dialog. */
  title: ReactNode;
  /** Id of the title, for aria-labelledby. */
  titleId: string;
  /** Optional text under the title. */
  description?: ReactNode;
  /** Id of the description, for aria-describedby. */
  descriptionId: string;
  /** The body. */
  children?: ReactNode;
  /** The action row. */
  footer?: ReactNode;
  /** Called by the close button. */
  onClose: () => void;
  /** The body, where focus goes first. */
  bodyRef: RefObject<HTMLDivElement | null>;
  /** The footer, where focus goes when the body has no control. */
  footerRef: RefObject<HTMLDivElement | null>;
}

/** The inside shared by Modal and Drawer: title with close button, description, body, footer. */
export function DialogSections({
  title,
  titleId,
  description,
  descriptionId,
  children,
  footer,
  onClose,
  bodyRef,
  footerRef,
}: DialogSectionsProps) {
  return (
    <>
      <Header>
        <Title id={titleId}>{title}</Title>
        <ModalCloseButton onClick={onClose} />
      </Header>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      {children != null ? <Body ref={bodyRef}>{children}</Body> : null}
      {footer ? <Footer ref={footerRef}>{footer}</Footer> : null}
    </>
  );
}
