import { Card, autoGrid } from '@merchant/ui';
import styled from 'styled-components';

/** A row of figure cards that wraps on narrow screens. */
export const StatGrid = styled.section`
  ${autoGrid('220px', 4)}
`;

/** A card across the whole row, for a failed row's error. */
export const WideCard = styled(Card)`
  grid-column: 1 / -1;
`;
