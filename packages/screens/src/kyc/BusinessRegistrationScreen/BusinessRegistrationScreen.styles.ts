import styled from 'styled-components';
import { vars } from '@merchant/ui';

/** The form, the shareholders and Save, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;
