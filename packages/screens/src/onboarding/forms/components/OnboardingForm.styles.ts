import styled from 'styled-components';
import { autoGrid, stack } from '@merchant/ui';

/** The form's card body: fields in a column, then the actions. */
export const FormBody = styled.form`
  ${stack(5)}
`;

/** Holds every field; disabled while the form is being sent, so nothing changes mid-flight. */
export const Fields = styled.fieldset`
  ${stack(4)}
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** Two fields side by side on wide screens, stacked on narrow ones. */
export const FieldRow = styled.div`
  ${autoGrid('240px', 4)}
`;

/** The document uploads, in a grid. */
export const UploadGrid = styled.div`
  ${autoGrid('220px', 4)}
`;
