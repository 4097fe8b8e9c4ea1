import styled from 'styled-components';
import { Card, autoGrid, spread, stack, vars } from '@merchant/ui';

export const TransfersRoot = styled.div`
  ${stack(5)}
`;

export const TransfersHeader = styled.header`
  ${spread(3)}

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
  }
`;

/** The header's buttons wrap on a phone rather than push the page sideways. */
export const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const CardGrid = styled.section`
  ${autoGrid('220px', 4)}
  padding-top: ${vars.space[4]};
`;

export const WideCard = styled(Card)`
  grid-column: 1 / -1;
`;
