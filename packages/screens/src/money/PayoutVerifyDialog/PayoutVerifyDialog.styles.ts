import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const VerifyForm = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

export const VerifyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;
