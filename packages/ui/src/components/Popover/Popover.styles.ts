import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const PopoverPanel = styled.div`
  /* Above modals: a popover opened from inside a dialog must not sit behind it. */
  z-index: calc(${vars.zIndex.modal} + 10);
  min-width: 180px;
  max-width: calc(100vw - 16px);
  max-height: min(420px, calc(100dvh - 16px));
  overflow-y: auto;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.xl};
  &:focus {
    outline: none;
  }
`;
