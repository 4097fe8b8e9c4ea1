import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../../icons/icons';
import { vars } from '../../tokens/vars';

const CloseButtonRoot = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;
  transition: background ${vars.motion.fast} ${vars.motion.easing};
  &:hover {
    background: ${vars.color.action.ghost.bgHover};
    color: ${vars.color.text.primary};
  }
`;

export interface ModalCloseButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children'
> {
  /** Accessible name; the button shows only a cross. */
  'aria-label'?: string;
}

/** The icon-only close control shared by Modal, Drawer and toasts. */
export const ModalCloseButton = forwardRef<HTMLButtonElement, ModalCloseButtonProps>(
  function ModalCloseButton({ 'aria-label': label = 'Close', type = 'button', ...rest }, ref) {
    return (
      <CloseButtonRoot ref={ref} type={type} aria-label={label} {...rest}>
        <CloseIcon size={18} />
      </CloseButtonRoot>
    );
  },
);
