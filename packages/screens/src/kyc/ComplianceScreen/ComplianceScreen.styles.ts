import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  width: 100%;
  max-width: 880px;
  margin: 0 auto;
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
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
