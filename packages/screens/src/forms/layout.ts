import styled, { css } from 'styled-components';
import { autoGrid, endActions, stack, vars } from '@merchant/ui';

/** A form's column: its fields one under the other, then its actions. */
export const FormColumn = styled.form`
  ${stack(4)}
`;

/** A form's buttons at its end: Cancel or Back, then the primary action. */
export const FormActions = styled.div`
  ${endActions(3)}
`;

/** Two fields side by side, one above the other on phones. */
export const FieldRow = styled.div`
  ${autoGrid('170px', 4)}
`;

/** Two fields side by side from `minWidth` up (first and last name), one above the other below it. */
export const pairFrom = (minWidth: string) => css`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${minWidth}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
