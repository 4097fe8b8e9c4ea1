import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${vars.space[4]};
`;
