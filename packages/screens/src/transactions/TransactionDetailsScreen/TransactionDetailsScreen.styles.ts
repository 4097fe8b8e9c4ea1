import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const DetailsRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${vars.space[5]};
`;

export const BackLink = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  align-self: flex-start;
`;

/** Title and the Refund action on one line, wrapping on phones. */
export const DetailsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const DetailsTitle = styled.h2`
  margin: 0;
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;
