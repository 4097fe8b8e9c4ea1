import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const FundBody = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

export const FundActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

export const FundNote = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;
