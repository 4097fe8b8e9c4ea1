import styled, { keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';

export type DrawerSide = 'left' | 'right';
export type DrawerSize = 'sm' | 'md' | 'lg';

const widths: Record<DrawerSize, string> = { sm: '360px', md: '480px', lg: '640px' };

const dim = keyframes`
  from { background-color: transparent; }
`;
const slideFromRight = keyframes`
  from { transform: translateX(100%); }
`;
const slideFromLeft = keyframes`
  from { transform: translateX(-100%); }
`;

export const DrawerBackdrop = styled.div<{ $side: DrawerSide }>`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.drawer};
  display: flex;
  justify-content: ${({ $side }) => ($side === 'right' ? 'flex-end' : 'flex-start')};
  background: ${vars.color.bg.overlay};
  animation: ${dim} ${vars.motion.normal} ${vars.motion.easing};
`;

export const DrawerPanel = styled.div<{ $side: DrawerSide; $size: DrawerSize }>`
  display: flex;
  flex-direction: column;
  width: min(${({ $size }) => widths[$size]}, 100vw);
  height: 100%;
  background: ${vars.color.bg.surface};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.drawer};
  animation: ${({ $side }) => ($side === 'right' ? slideFromRight : slideFromLeft)}
    ${vars.motion.slow} ${vars.motion.easing};
  &:focus {
    outline: none;
  }
`;
