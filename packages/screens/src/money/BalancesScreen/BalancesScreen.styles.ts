import styled from 'styled-components';
import { Card, vars } from '@merchant/ui';

export const BalancesRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

/** A row of cards that wraps on narrow screens. */
export const CardGrid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${vars.space[4]};
`;

export const WideCard = styled(Card)`
  grid-column: 1 / -1;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;
