import styled from 'styled-components';
import { bareList, vars } from '@merchant/ui';

export const Padded = styled.div`
  padding: ${vars.space[3]};
`;

export const EmptyText = styled.p`
  margin: 0;
  padding: ${vars.space[6]} ${vars.space[3]};
  text-align: center;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
  border-block-start: 1px solid ${vars.color.border.default};
`;

export const EntryList = styled.ul`
  ${bareList}
`;

export const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border-block-start: 1px solid ${vars.color.border.default};
`;

export const EntryHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Count = styled.span`
  flex-shrink: 0;
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.primary};
`;

export const DeadlineList = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const Deadline = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.text.secondary};
`;
