import styled from 'styled-components';
import { stack, vars } from '@merchant/ui';
import { narrowPage } from '../../layout/narrowPage';

export const Root = styled.div`
  ${narrowPage(5)}
`;

export const Header = styled.header`
  ${stack(2)}
`;

export const Title = styled.h2`
  margin: 0;
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Description = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.md};
`;
