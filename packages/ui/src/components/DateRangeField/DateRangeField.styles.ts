import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const Inputs = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${vars.space[3]};
`;
