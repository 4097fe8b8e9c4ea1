import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const DueCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;
