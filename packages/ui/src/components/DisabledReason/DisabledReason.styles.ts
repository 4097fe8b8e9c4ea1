import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const ReasonRoot = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;

/** A control over the line that says why it is disabled. */
export const ReasonStack = styled.span`
  display: inline-grid;
  justify-items: start;
  gap: ${vars.space[1]};
`;
