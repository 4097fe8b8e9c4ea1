import styled, { keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';
import { endActions } from '../../layout';

export type ModalSize = 'sm' | 'md' | 'lg';

const widths: Record<ModalSize, string> = { sm: '420px', md: '560px', lg: '800px' };

// Motion avoids `opacity: 0` frames so the dialog counts as visible from its first frame
// (to assistive technology heuristics and to tests alike).
const dim = keyframes`
  from { background-color: transparent; }
`;

const rise = keyframes`
  from { transform: translateY(8px) scale(0.98); }
  to { transform: none; }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[4]};
  background: ${vars.color.bg.overlay};
  animation: ${dim} ${vars.motion.normal} ${vars.motion.easing};
`;

export const DialogRoot = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - 2 * ${vars.space[4]});
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.modal};
  animation: ${rise} ${vars.motion.normal} ${vars.motion.easing};
  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]} ${vars.space[6]} 0;
`;

export const Title = styled.h2`
  margin: 0;
  padding-top: ${vars.space[1]};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

export const Description = styled.p`
  margin: ${vars.space[2]} 0 0;
  padding: 0 ${vars.space[6]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.md};
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${vars.space[4]} ${vars.space[6]};
`;

export const Footer = styled.div`
  ${endActions(3)}
  padding: ${vars.space[4]} ${vars.space[6]} ${vars.space[5]};
  border-top: 1px solid ${vars.color.border.default};
`;
