import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;
