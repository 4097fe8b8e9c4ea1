import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
