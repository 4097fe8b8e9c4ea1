import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const InviteForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;
