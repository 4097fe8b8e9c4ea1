import styled from 'styled-components';
import { vars } from '@merchant/ui';

/** Dial code and number side by side. */
export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 200px) 1fr;
  gap: ${vars.space[3]};
  align-items: start;
`;
