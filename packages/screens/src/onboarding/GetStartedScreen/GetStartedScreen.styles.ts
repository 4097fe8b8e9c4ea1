import { stack } from '@merchant/ui';
import styled from 'styled-components';

/** The form: fields in one column at a readable width. */
export const FormStack = styled.form`
  ${stack(5)}
  max-width: 560px;
`;
