import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const VirtualAccountForm = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

export const VirtualAccountActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;
