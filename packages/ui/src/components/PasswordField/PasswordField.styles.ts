import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${vars.color.action.ghost.bgHover};
    color: ${vars.color.text.primary};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
