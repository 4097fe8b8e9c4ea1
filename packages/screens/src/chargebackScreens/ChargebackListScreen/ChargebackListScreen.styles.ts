import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const OverviewPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  padding-top: ${vars.space[4]};
`;
