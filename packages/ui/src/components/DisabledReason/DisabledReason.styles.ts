import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const ReasonRoot = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;
