import styled from 'styled-components';
import { stack, vars } from '@merchant/ui';

export const DetailsRoot = styled.div`
  ${stack(5)}
`;

export const BackLink = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  align-self: flex-start;
`;

export const CustomerName = styled.h2`
  margin: 0;
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  overflow-wrap: anywhere;
`;
