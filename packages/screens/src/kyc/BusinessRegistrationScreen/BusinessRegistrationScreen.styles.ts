import styled from 'styled-components';
import { stack } from '@merchant/ui';

/** The form, the shareholders and Save, one under the other. */
export const Stack = styled.div`
  ${stack(6)}
`;
