import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const ProductName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;
