import styled from 'styled-components';
import { autoGrid, cluster, stack, vars } from '@merchant/ui';

export const DetailsRoot = styled.div`
  ${stack(5)}
`;

/** Title, status, countdown and 'Treat Chargeback' on one line, wrapping on phones. */
export const DetailsHeader = styled.div`
  ${cluster(3)}
`;

export const DetailsTitle = styled.h2`
  margin: 0;
  margin-inline-end: auto;
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Sections = styled.div`
  ${autoGrid('min(100%, 360px)', 4)}
`;

export const ThreadsHeading = styled.h3`
  margin: 0 0 ${vars.space[3]};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;
