import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const CustomerForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** First and last name side by side, one above the other on phones. */
export const NamePair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${vars.space[4]};
`;

export const CustomerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;
