import styled from 'styled-components';
import { spread, stack, vars } from '@merchant/ui';

export const DetailsRoot = styled.div`
  ${stack(5)}
  align-items: stretch;
`;

export const BackLink = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  align-self: flex-start;
`;

/** Title and the Refund action on one line, wrapping on phones. */
export const DetailsHeader = styled.div`
  ${spread(3)}
`;

export const DetailsTitle = styled.h2`
  margin: 0;
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const Sections = styled.div`
  ${stack(4)}
`;
