import styled from 'styled-components';
import { Card, vars } from '@merchant/ui';

export const TransfersRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

export const TransfersHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};

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
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${vars.space[4]};
  padding-top: ${vars.space[4]};
`;

export const WideCard = styled(Card)`
  grid-column: 1 / -1;
`;
