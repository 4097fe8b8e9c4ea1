import styled from 'styled-components';
import { Card, stack, vars } from '@merchant/ui';

export const PageRoot = styled.div`
  ${stack(5)}
`;

export const PageTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
`;

export const StepCard = styled(Card)`
  ${stack(4)}
  max-width: 880px;
`;

export const FileName = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  overflow-wrap: anywhere;
`;
