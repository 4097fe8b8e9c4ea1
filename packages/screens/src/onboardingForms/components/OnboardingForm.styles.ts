import styled from 'styled-components';
import { vars } from '@merchant/ui';

/** The form's card body: fields in a column, then the actions. */
export const FormBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

/** Holds every field; disabled while the form is being sent, so nothing changes mid-flight. */
export const Fields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** Two fields side by side on wide screens, stacked on narrow ones. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${vars.space[4]};
`;

/** The document uploads, in a grid. */
export const UploadGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${vars.space[4]};
`;
