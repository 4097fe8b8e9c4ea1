import { Card, vars } from '@merchant/ui';
import styled from 'styled-components';

/** A row of figure cards that wraps on narrow screens. */
export const StatGrid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${vars.space[4]};
`;

/** A card across the whole row, for a failed row's error. */
export const WideCard = styled(Card)`
  grid-column: 1 / -1;
`;
