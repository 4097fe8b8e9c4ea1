import { vars } from '@merchant/ui';
import styled from 'styled-components';

/** The form: fields in one column at a readable width. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  max-width: 560px;
`;
