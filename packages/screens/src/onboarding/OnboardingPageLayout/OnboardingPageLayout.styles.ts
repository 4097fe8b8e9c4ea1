import { spread, stack, vars } from '@merchant/ui';
import styled from 'styled-components';
import { narrowPage } from '../../layout/narrowPage';

export const LayoutRoot = styled.div`
  ${narrowPage(6)}
`;

export const LayoutNav = styled.nav`
  ${spread(3)}
`;

export const LayoutHeader = styled.header`
  ${stack(2)}
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
