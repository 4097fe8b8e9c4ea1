import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[4]};
`;
