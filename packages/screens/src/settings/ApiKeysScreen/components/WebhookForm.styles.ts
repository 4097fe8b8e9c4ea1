import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const CurrentUrl = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  overflow-wrap: anywhere;

  & > span {
    color: ${vars.color.text.primary};
    font-family: ${vars.fontFamily.mono};
  }
`;
