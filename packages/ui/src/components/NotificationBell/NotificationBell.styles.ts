import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { bareList } from '../../layout';

export const NotificationList = styled.ul`
  ${bareList}
`;

export const NotificationRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${vars.space[3]};
  border-block-start: 1px solid ${vars.color.border.default};
`;

export const RowHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const Sender = styled.strong`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text.primary};
`;

export const When = styled.time`
  flex-shrink: 0;
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.text.secondary};
`;

export const MessageText = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
  overflow-wrap: anywhere;
`;

export const EmptyText = styled.p`
  margin: 0;
  padding: ${vars.space[6]} ${vars.space[3]};
  text-align: center;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
  border-block-start: 1px solid ${vars.color.border.default};
`;
