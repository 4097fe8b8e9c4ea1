import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const RefundForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** Cancel and Refund at the end of the form, side by side. */
export const RefundActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;
