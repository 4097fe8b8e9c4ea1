import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const Note = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;
