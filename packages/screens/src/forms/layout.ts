import styled from 'styled-components';
import { vars } from '@merchant/ui';

/** A form's column: its fields one under the other, then its actions. */
export const FormColumn = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** A form's buttons at its end: Cancel or Back, then the primary action. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;

/** Two fields side by side, one above the other on phones. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  gap: ${vars.space[4]};
`;
