import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const ShortcutList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[2]} ${vars.space[4]};
  align-items: center;
  margin: 0;
  font-size: ${vars.fontSize.sm};
  dd {
    margin: 0;
    text-align: end;
  }
`;

export const KeySequence = styled.span`
  white-space: nowrap;
  color: ${vars.color.text.secondary};
`;

export const Key = styled.kbd`
  display: inline-block;
  min-width: 1.75em;
  padding: 0 ${vars.space[1]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bg.subtle};
  color: ${vars.color.text.primary};
  font-family: inherit;
  text-align: center;
`;
