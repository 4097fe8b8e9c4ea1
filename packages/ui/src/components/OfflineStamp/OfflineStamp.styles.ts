import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const StampRoot = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[1]} ${vars.space[3]};
  border: 1px solid ${vars.color.tone.orange.border};
  border-radius: ${vars.radius.full};
  background: ${vars.color.tone.orange.bg};
  color: ${vars.color.tone.orange.fg};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
`;
