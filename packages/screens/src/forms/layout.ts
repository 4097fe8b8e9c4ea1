import styled from 'styled-components';
import { autoGrid, endActions, stack } from '@merchant/ui';

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
