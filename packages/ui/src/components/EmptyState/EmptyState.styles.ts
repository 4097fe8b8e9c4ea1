import styled from 'styled-components';
import { vars } from '../../tokens/vars';

/** An empty or failed region: icon, title, message and action centred one under the other. */
export const StateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[10]} ${vars.space[4]};
  text-align: center;
`;

export const EmptyStateRoot = styled(StateRoot)`
  color: ${vars.color.text.secondary};
`;

export const EmptyStateIcon = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.subtle};
  color: ${vars.color.text.secondary};
`;

export const StateTitle = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text.primary};
`;

export const EmptyStateMessage = styled.p`
  margin: 0;
  max-width: 42ch;
  font-size: ${vars.fontSize.md};
`;

export const EmptyStateAction = styled.div`
  margin-top: ${vars.space[2]};
`;
