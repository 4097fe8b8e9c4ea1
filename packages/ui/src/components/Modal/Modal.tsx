import { Backdrop, DialogRoot, type ModalSize } from './Modal.styles';
import { DialogLayer, type DialogLayerProps } from './DialogLayer';

export interface ModalProps extends DialogLayerProps {
  /** Maximum width: sm 420px, md 560px, lg 800px. */
  size?: ModalSize;
  /** `alertdialog` for confirmations that interrupt the user; `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog portalled to `document.body`. MUST move focus inside on open, keep Tab inside,
 * close on Escape, and give focus back to the opener on close. The page behind does not scroll.
 */
export function Modal({ size = 'md', role = 'dialog', ...layer }: ModalProps) {
  return (
    <DialogLayer
      {...layer}
      frame={({ backdrop, panel, content }) => (
        <Backdrop role="presentation" {...backdrop}>
          <DialogRoot role={role} {...panel} $size={size}>
            {content}
          </DialogRoot>
        </Backdrop>
      )}
    />
  );
}
