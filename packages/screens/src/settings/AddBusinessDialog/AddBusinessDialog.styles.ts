import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const BusinessForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** Dial code and number side by side. */
export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 200px) 1fr;
  gap: ${vars.space[3]};
  align-items: start;
`;
