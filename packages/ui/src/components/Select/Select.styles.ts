import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { controlBox } from '../Field/Field.styles';

export const SelectWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  > svg {
    position: absolute;
    right: ${vars.space[3]};
    color: ${vars.color.text.secondary};
    pointer-events: none;
  }
`;

export const SelectControl = styled.select`
  ${controlBox}
  appearance: none;
  padding: 0 ${vars.space[10]} 0 ${vars.space[3]};
  cursor: pointer;
`;
