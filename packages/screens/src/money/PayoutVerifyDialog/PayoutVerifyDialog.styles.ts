import styled from 'styled-components';
import { endActions, vars } from '@merchant/ui';

export const VerifyForm = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

export const VerifyActions = styled.div`
  ${endActions(2)}
`;
