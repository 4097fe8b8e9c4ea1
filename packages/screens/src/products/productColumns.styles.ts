import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const ProductName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const ProductThumb = styled.img`
  width: 32px;
  height: 32px;
  flex: none;
  object-fit: cover;
  border-radius: ${vars.radius.sm};
  border: 1px solid ${vars.color.border.default};
`;
