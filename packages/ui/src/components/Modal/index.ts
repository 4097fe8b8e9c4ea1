export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export type { ModalSize } from './Modal.styles';
export { ModalCloseButton } from './ModalCloseButton';
export type { ModalCloseButtonProps } from './ModalCloseButton';
