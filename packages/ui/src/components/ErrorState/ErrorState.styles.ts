import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { EmptyStateIcon } from '../EmptyState/EmptyState.styles';

export const ErrorStateIcon = styled(EmptyStateIcon)`
  background: ${vars.color.tone.red.bg};
  color: ${vars.color.tone.red.fg};
`;

export const ErrorStateMessage = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${vars.color.text.secondary};
`;
