import { vars } from '@merchant/ui';
import styled from 'styled-components';

export const LayoutRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  width: 100%;
  max-width: 880px;
  margin: 0 auto;
`;

export const LayoutNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const LayoutHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const LayoutTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};
`;

export const LayoutDescription = styled.div`
  margin: 0;
  font-size: ${vars.fontSize.md};
  color: ${vars.color.text.secondary};
`;
