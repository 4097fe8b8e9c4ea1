import { vars } from '@merchant/ui';
import styled from 'styled-components';

export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;
