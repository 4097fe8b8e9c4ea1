import { vars } from '@merchant/ui';
import styled from 'styled-components';

export const OnboardingLinkBox = styled.div<{ $compact: boolean }>`
  display: flex;
  justify-content: ${({ $compact }) => ($compact ? 'center' : 'flex-start')};
  padding: ${vars.space[2]} ${({ $compact }) => ($compact ? vars.space[0] : vars.space[3])};
  border-radius: ${vars.radius.md};
  background: ${vars.color.tone.orange.bg};

  a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    color: ${vars.color.tone.orange.fg};
    font-weight: ${vars.fontWeight.semibold};
  }
`;
