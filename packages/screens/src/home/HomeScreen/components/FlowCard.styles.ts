import { vars } from '@merchant/ui';
import styled from 'styled-components';

export const FlowCardControls = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;
