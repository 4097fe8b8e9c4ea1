import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const SavedLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: ${vars.space[2]} 0 0;
  min-width: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;
