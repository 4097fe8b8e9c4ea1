import styled from 'styled-components';
import { cluster, stack, vars } from '@merchant/ui';

export const ColumnList = styled.ul`
  ${stack(1)}
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ColumnRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  padding: ${vars.space[1]} 0;
  border-bottom: 1px solid ${vars.color.border.default};
  &:last-child {
    border-bottom: 0;
  }
`;

export const ColumnMoves = styled.div`
  ${cluster(1)}
  flex: none;
`;

/** Reset on its own at the start, Cancel and Apply together at the end; they wrap on a phone. */
export const Footer = styled.div`
  ${cluster(2)}
  justify-content: space-between;
  width: 100%;
`;

export const FooterEnd = styled.div`
  ${cluster(2)}
  margin-inline-start: auto;
`;
