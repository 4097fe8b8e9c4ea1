import styled from 'styled-components';
import { vars } from '@merchant/ui';

/** The matching rows, compact, inside the notice. */
export const NoticeTable = styled.table`
  width: 100%;
  margin-block: ${vars.space[2]};
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    text-align: start;
    font-weight: ${vars.fontWeight.semibold};
  }

  th,
  td {
    padding: ${vars.space[1]} ${vars.space[2]};
    text-align: start;
    border-bottom: 1px solid currentColor;
  }
`;
