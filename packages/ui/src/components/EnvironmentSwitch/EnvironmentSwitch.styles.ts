import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const EnvironmentRoot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text.secondary};
`;
