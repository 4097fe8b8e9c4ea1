import styled from 'styled-components';
import { stack, vars } from '@merchant/ui';

export const Page = styled.div`
  ${stack(6)}
  align-items: center;
  min-height: 100vh;
  padding: ${vars.space[10]} ${vars.space[4]};
  background: ${vars.color.bg.canvas};
  color: ${vars.color.text.primary};
`;

export const Brand = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: -0.01em;
`;

export const Main = styled.main`
  ${stack(4)}
  width: 100%;
  max-width: 440px;
`;

export const Heading = styled.div`
  ${stack(2)}
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

export const Description = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
`;

export const Footer = styled.div`
  ${stack(2)}
  align-items: center;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.md};
  text-align: center;
`;
