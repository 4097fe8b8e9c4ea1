import styled from 'styled-components';
import { stack, vars } from '@merchant/ui';

export const OverviewPanel = styled.div`
  ${stack(5)}
  padding-top: ${vars.space[4]};
`;
