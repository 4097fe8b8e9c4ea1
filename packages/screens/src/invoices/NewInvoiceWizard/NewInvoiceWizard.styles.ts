import styled from 'styled-components';
import { autoGrid, stack, vars } from '@merchant/ui';

export const WizardRoot = styled.div`
  ${stack(5)}
  max-width: 760px;
`;

/** One invoice line: description over price and quantity. */
export const ItemFieldset = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[3]};
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  & > :first-of-type {
    grid-column: 1 / -1;
  }
  & > legend {
    padding: 0 ${vars.space[1]};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

export const Row = styled.div`
  ${autoGrid('200px', 3)}
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: ${vars.space[2]} ${vars.space[5]};
  margin: 0;
  font-variant-numeric: tabular-nums;
  & dt {
    color: ${vars.color.text.secondary};
  }
  & dd {
    margin: 0;
    text-align: end;
    font-weight: ${vars.fontWeight.semibold};
  }
`;
