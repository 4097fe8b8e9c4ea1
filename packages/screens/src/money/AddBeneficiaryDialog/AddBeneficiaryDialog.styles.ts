import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const BeneficiaryForm = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

export const BeneficiaryActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;
