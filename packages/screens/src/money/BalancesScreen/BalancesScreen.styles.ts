import styled from 'styled-components';
import { Card, autoGrid, stack, vars } from '@merchant/ui';

export const BalancesRoot = styled.div`
  ${stack(5)}
`;

/** A row of cards that wraps on narrow screens. */
export const CardGrid = styled.section`
  ${autoGrid('240px', 4)}
`;

export const WideCard = styled(Card)`
  grid-column: 1 / -1;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;
