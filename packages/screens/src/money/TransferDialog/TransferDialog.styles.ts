import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const TransferForm = styled.form`
  display: grid;
  gap: ${vars.space[4]};
  padding-top: ${vars.space[4]};
`;

/** Amount and currency side by side; the currency select stays narrow. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 8rem;
  gap: ${vars.space[3]};
  align-items: start;
`;

export const TransferActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

export const Review = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;
