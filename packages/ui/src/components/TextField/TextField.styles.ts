import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const InputShell = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: stretch;
  width: 100%;
  min-height: 40px;
  border: 1px solid
    ${({ $invalid }) => ($invalid ? vars.color.tone.red.solid : vars.color.border.strong)};
  border-radius: ${vars.radius.md};
  background: ${({ $disabled }) => ($disabled ? vars.color.bg.subtle : vars.color.bg.surface)};
  color: ${vars.color.text.primary};
  transition: border-color ${vars.motion.fast} ${vars.motion.easing};
  /* The ring sits on the shell so prefix and suffix read as one control with the input. */
  &:has(input:focus-visible) {
    outline: 2px solid ${vars.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: 0 ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: inherit;
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${vars.color.text.secondary};
  }
  &:disabled {
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const Affix = styled.span<{ $side: 'start' | 'end' }>`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  padding: 0 ${vars.space[2]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.md};
  ${({ $side }) =>
    $side === 'start' ? `padding-left: ${vars.space[3]};` : `padding-right: ${vars.space[1]};`}
`;
