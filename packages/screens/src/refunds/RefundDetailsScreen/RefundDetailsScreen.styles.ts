import styled from 'styled-components';
import { stack, vars } from '@merchant/ui';

export const Root = styled.div`
  ${stack(4)}
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[4]};
`;
