import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const ErrorStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[10]} ${vars.space[4]};
  text-align: center;
`;

export const ErrorStateIcon = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.tone.red.bg};
  color: ${vars.color.tone.red.fg};
`;

export const ErrorStateTitle = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text.primary};
`;

export const ErrorStateMessage = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${vars.color.text.secondary};
`;
