import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const TooltipAnchor = styled.span`
  display: inline-flex;
`;

export const TooltipBubble = styled.div`
  z-index: ${vars.zIndex.tooltip};
  max-width: 280px;
  padding: 6px ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bg.inverse};
  color: ${vars.color.text.inverse};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.tight};
  box-shadow: ${vars.shadow.md};
  &[hidden] {
    display: none;
  }
`;
