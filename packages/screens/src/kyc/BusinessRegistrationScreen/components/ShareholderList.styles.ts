import styled from 'styled-components';
import { bareList, spread, stack, vars } from '@merchant/ui';

export const List = styled.ul`
  ${stack(2)}
  ${bareList}
`;

export const Row = styled.li`
  ${spread(3)}
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
`;

export const Name = styled.p`
  margin: 0;
  color: ${vars.color.text.primary};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Details = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;

export const RowActions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;

export const Header = styled.div`
  ${spread(3)}
`;
