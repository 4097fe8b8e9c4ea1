import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const TreatForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const TreatActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;
