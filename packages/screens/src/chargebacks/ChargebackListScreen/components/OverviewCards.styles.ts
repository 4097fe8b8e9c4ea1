import styled from 'styled-components';
import { autoGrid } from '@merchant/ui';

export const Cards = styled.div`
  ${autoGrid('min(100%, 220px)', 4)}
`;
