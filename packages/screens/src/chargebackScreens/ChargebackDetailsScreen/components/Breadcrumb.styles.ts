import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};

  & > li + li::before {
    content: '›';
    margin-inline-end: ${vars.space[2]};
  }
`;
