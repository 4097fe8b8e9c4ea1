import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const FundingBody = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

export const FundingActions = styled.div`
  display: flex;
`;
