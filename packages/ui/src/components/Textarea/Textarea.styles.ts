import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { controlBox } from '../Field/Field.styles';

export const TextareaControl = styled.textarea`
  ${controlBox}
  display: block;
  padding: ${vars.space[2]} ${vars.space[3]};
  resize: vertical;
`;

export const Counter = styled.span`
  flex-shrink: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;
