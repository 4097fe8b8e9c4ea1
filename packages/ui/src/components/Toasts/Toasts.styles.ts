import styled, { keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';
import { stack } from '../../layout';
import type { ToastTone } from './toastContext';

const toneColors = {
  success: vars.color.tone.green,
  error: vars.color.tone.red,
} as const;

const slideIn = keyframes`
  from { transform: translateX(16px); }
  to { transform: none; }
`;

export const Viewport = styled.div`
  position: fixed;
  top: ${vars.space[4]};
  right: ${vars.space[4]};
  z-index: ${vars.zIndex.toast};
  ${stack(2)}
  width: min(380px, calc(100vw - 2 * ${vars.space[4]}));
  pointer-events: none;
`;

export const ToastCard = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[2]} ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${({ $tone }) => toneColors[$tone].border};
  border-inline-start: 4px solid ${({ $tone }) => toneColors[$tone].solid};
  border-radius: ${vars.radius.md};
  background: ${({ $tone }) => toneColors[$tone].bg};
  color: ${({ $tone }) => toneColors[$tone].fg};
  box-shadow: ${vars.shadow.lg};
  pointer-events: auto;
  animation: ${slideIn} ${vars.motion.normal} ${vars.motion.easing};
  button {
    color: inherit;
  }
`;

export const ToastMessage = styled.div`
  display: flex;
  flex: 1;
  align-items: flex-start;
  gap: ${vars.space[2]};
  min-width: 0;
  padding-top: 6px;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  overflow-wrap: anywhere;
  svg {
    flex: none;
    margin-top: 1px;
  }
`;
