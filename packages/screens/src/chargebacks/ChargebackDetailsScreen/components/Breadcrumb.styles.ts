import styled from 'styled-components';
import { bareList, cluster, vars } from '@merchant/ui';

export const Crumbs = styled.ol`
  ${cluster(2)}
  ${bareList}
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};

  & > li + li::before {
    content: '›';
    margin-inline-end: ${vars.space[2]};
  }
`;
