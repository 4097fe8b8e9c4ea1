import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const ProblemList = styled.ul`
  margin: ${vars.space[1]} 0 0;
  padding-inline-start: ${vars.space[5]};
`;
